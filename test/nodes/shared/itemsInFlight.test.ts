/**
 * How many input items a node keeps in flight, counted where it shows: at the service, which
 * notes for every request how many it was serving when that one came. With an ample allowance many
 * go at once (n8n's own cost per request then overlaps); near a limit a sixteenth of the allowance
 * left, and never fewer than 16 nor more than 256. Each request is held long enough for the next to
 * arrive while it waits, however slow the machine.
 */
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { WELCOME_TEMPLATE_GET } from '../../harness/templateGet';

const sandbox = useSandbox();
const templates = new MessageTemplates();
const LATENCY_MS = 300;

/** The most requests the sandbox served at once, and how many it answered, for `count` Template Gets. */
async function inFlightFor(count: number, perMinute: number) {
	await sandbox.reset();
	await sandbox.api('PUT', '/_sandbox/faults', {
		body: { rateLimit: perMinute, latencyMs: LATENCY_MS },
	});
	await sandbox.clearRequests();
	const [output = []] = await runNode({
		nodeType: templates,
		parameters: WELCOME_TEMPLATE_GET,
		credentials: sandbox.credentials(),
		input: Array.from({ length: count }, () => ({ json: {} })),
		continueOnFail: true,
	});
	const requests = await sandbox.requests();
	await sandbox.api('PUT', '/_sandbox/faults', { body: { latencyMs: 0 } });
	return {
		failed: output.filter(({ json }) => 'error' in json).length,
		requests: requests.length,
		rateLimited: requests.filter(({ status }) => status === 429).length,
		most: Math.max(...requests.map(({ concurrent }) => concurrent ?? 0)),
	};
}

/** Limit a minute, input items (within one window's allowance), and the fewest and most at once. */
const CASES: Array<[string, number, number, number, number]> = [
	['an ample allowance', 1_000_000, 800, 17, 256],
	['a sixteenth of the allowance', 600, 300, 17, 37],
	['the fewest', 120, 100, 16, 16],
];

describe('items in flight', () => {
	it.each(CASES)(
		'%s (%i a minute, %i items): %i to %i in flight at once',
		async (_, perMinute, count, fewest, most) => {
			const figures = await inFlightFor(count, perMinute);

			expect(figures).toMatchObject({ failed: 0, requests: count, rateLimited: 0 });
			expect(figures.most).toBeGreaterThanOrEqual(fewest);
			expect(figures.most).toBeLessThanOrEqual(most);
		},
		120_000,
	);
});
