/**
 * The live check against an account whose rate limit is below what it sends in a minute: the
 * package's own pacer waits for the next minute, and a 429 on the way is not drift. The clock runs
 * fast, so the minutes pass in seconds.
 */
import { type RunningSandbox, startSandbox } from '../../sandbox';
import { runLiveCheck } from '../../scripts/live/run';
import { LATEST_VERSION } from '../../nodes/shared/versions';
import { useFastClock } from '../harness/fastClock';

useFastClock(20);

let sandbox: RunningSandbox | undefined;

afterAll(async () => await sandbox?.close());

it('keeps to a rate limit lower than its pace, with the package pacer', async () => {
	const limit = 40;
	sandbox = await startSandbox({ port: 0, rateLimit: limit });
	const report = await runLiveCheck({
		baseUrl: sandbox.url,
		apiKey: sandbox.apiKey,
		apiVersion: LATEST_VERSION,
		mediaTypeName: 'service',
		write: false,
	});

	expect(report.rows.filter((row) => row.outcome !== 'agrees')).toEqual([]);
	// More than two minutes' worth: the check had to wait for the limit at least twice.
	expect(report.requests.filter((line) => !line.endsWith(' 429')).length).toBeGreaterThan(
		2 * limit,
	);
	// The credential test is the fresh sandbox's first request, so its window's count is known
	// whatever the machine's speed; a later row's depends on whether a (fast-clock) minute has passed.
	expect(report.rows[0].rateLimit).toEqual({ 'x-ratelimit-remaining': String(limit - 1) });
}, 120_000);
