import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../../sandbox';
import { useFastClock } from '../../harness/fastClock';
import { type FlakyProxy, holdRequests, startFlakyProxy } from '../../harness/flakyProxy';
import { runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { WELCOME_TEMPLATE_GET } from '../../harness/templateGet';
import { waitFor } from '../../harness/waitFor';

// The service counts its limit over whole minutes, in fixed windows: the sandbox does the same, on
// a clock running ten times as fast (a minute is six seconds), so that each case meets the limit
// over several windows. What is asserted is counted: requests, 429s, failed items, writes.
const sandbox = useSandbox();
useFastClock(10);
const templates = new MessageTemplates();
const tags = new MessageTags();

/**
 * Each request may take an hour, longer than any test here may run: on a busy machine 10,000 items
 * in one process answer slowly, and what is counted here is the pacing, not the machine's speed.
 * (The fast clock leaves the HTTP client's Timeout in real time.)
 */
const requestOptions = { timeout: 3_600_000 };

const items = (count: number, json: (index: number) => IDataObject = () => ({})) =>
	Array.from({ length: count }, (_, index) => ({ json: json(index) }));

/** What the sandbox answered, by status, since the last clear. */
async function answered() {
	const requests = await sandbox.requests();
	const rateLimited = requests.filter(({ status }) => status === 429).length;
	return { requests: requests.length, rateLimited };
}

/** A fresh window at the given limit, and the request log emptied. */
async function limitTo(perMinute: number) {
	await sandbox.reset();
	await sandbox.api('PUT', '/_sandbox/faults', { body: { rateLimit: perMinute } });
	await sandbox.clearRequests();
}

/** The figures behind the goal, in the test's output. */
function report(
	label: string,
	perMinute: number,
	count: number,
	figures: { requests: number; rateLimited: number },
) {
	const share = ((100 * figures.rateLimited) / figures.requests).toFixed(2);
	console.log(
		`${label}: ${count} items at ${perMinute}/min: ${figures.requests} requests, ${figures.rateLimited} answered 429 (${share}%)`,
	);
}

/** Limits a minute, and input items: from one that takes three windows to one of 10,000 items. */
const CASES = [
	[60, 150],
	[600, 1000],
	[3600, 10_000],
];

describe('pacing: input items against an account limit counted over whole minutes', () => {
	it.each(CASES)(
		'at %i a minute, reads a template for each of %i items: none fails, at most 1%% answered 429',
		async (perMinute, count) => {
			await limitTo(perMinute);
			const [output = []] = await runNode({
				nodeType: templates,
				parameters: {
					...WELCOME_TEMPLATE_GET,
					targetLanguage: 'html',
					requestOptions,
				},
				credentials: sandbox.credentials(),
				input: items(count),
				continueOnFail: true,
			});

			const failed = output.filter(({ json }) => 'error' in json);
			expect(failed.map(({ json }) => json.message)).toEqual([]);
			expect(output).toHaveLength(count);
			expect(output.every(({ json }) => json.id === DEMO.email.welcomeTemplate)).toBe(true);
			const figures = await answered();
			report('Template Get', perMinute, count, figures);
			expect(figures.requests - figures.rateLimited).toBe(count);
			expect(figures.rateLimited).toBeLessThanOrEqual(figures.requests / 100);
		},
		// 10,000 items through n8n-core and the sandbox in one process: 80 s on a quiet machine, 14
		// minutes on a starved one.
		1_800_000,
	);

	it.each(CASES)(
		'at %i a minute, creates %i tags, each exactly once, none lost to the limit',
		async (perMinute, count) => {
			await limitTo(perMinute);
			const names = Array.from({ length: count }, (_, index) => `Paced tag ${index + 1}`);
			const [output = []] = await runNode({
				nodeType: tags,
				parameters: {
					resource: 'tag',
					operation: 'create',
					name: '={{ $json.name }}',
					types: ['template'],
					requestOptions,
				},
				credentials: sandbox.credentials(),
				input: items(names.length, (index) => ({ name: names[index] })),
				continueOnFail: true,
			});

			expect(output.filter(({ json }) => 'error' in json).map(({ json }) => json.message)).toEqual(
				[],
			);
			const figures = await answered();
			report('Tag Create', perMinute, count, figures);
			expect(figures.rateLimited).toBeLessThanOrEqual(figures.requests / 100);
			// No write sent twice: every answered POST made one tag.
			expect(figures.requests - figures.rateLimited).toBe(count);
			// A limit out of the way, so that this read is not refused itself.
			await sandbox.api('PUT', '/_sandbox/faults', { body: { rateLimit: 1_000_000 } });
			const { body } = await sandbox.api<IDataObject[]>('GET', '/tags');
			const created = body
				.map(({ name }) => String(name))
				.filter((name) => name.startsWith('Paced tag '));
			expect(created.sort()).toEqual([...names].sort());
		},
		900_000,
	);
});

describe('pacing: several n8n processes on one account, each with a pacer of its own', () => {
	let proxies: FlakyProxy[] = [];
	afterEach(async () => {
		await Promise.all(proxies.map(async (proxy) => await proxy.close()));
		proxies = [];
	});

	// A Max Rate-Limit Wait of an hour: no request goes because its wait ran out.
	const read = async (
		process: string,
		count: number,
		baseUrl = sandbox.url,
		timeout = requestOptions.timeout,
	) => {
		const [output = []] = await runNode({
			nodeType: templates,
			parameters: {
				...WELCOME_TEMPLATE_GET,
				targetLanguage: 'html',
				requestOptions: { timeout, maxRateLimitWait: 3600 },
			},
			credentials: sandbox.credentials(undefined, { baseUrl }),
			credentialId: process,
			input: items(count),
			continueOnFail: true,
		});
		return output;
	};

	// Every item of every process read, each with one request, none answered 429.
	const expectNoneRefused = async (
		label: string,
		perMinute: number,
		count: number,
		outputs: INodeExecutionData[][],
	) => {
		for (const output of outputs) {
			expect(output.filter(({ json }) => 'error' in json).map(({ json }) => json.message)).toEqual(
				[],
			);
		}
		const figures = await answered();
		report(label, perMinute, count, figures);
		expect(figures.rateLimited).toBe(0);
		expect(figures.requests).toBe(count);
	};

	// Queue mode's main polls while two workers spend the window: its first answer of a window shows
	// an allowance the workers have half spent, and what it reads then is what their last requests
	// needed. The proxies in front of the workers hold every request once 60 have gone, so that main
	// reads while theirs are on the way, whatever the machine's speed.
	it("a process that steps in near a window's end, while two others have requests on the way: none answered 429", async () => {
		await limitTo(120);
		// Main has spoken to the service before, a window ago.
		expect(await read('main', 1)).toHaveLength(1);
		await new Promise((resolve) => setTimeout(resolve, 61_000));
		await sandbox.clearRequests();

		let forwarded = 0;
		let release: () => void = () => {};
		const released = new Promise<void>((resolve) => (release = resolve));
		let holding: () => void = () => {};
		const firstHeld = new Promise<void>((resolve) => (holding = resolve));
		const workers = ['worker 1', 'worker 2'].map(async (worker) => {
			const proxy = await startFlakyProxy(sandbox.url);
			proxies.push(proxy);
			proxy.intercept(async () => {
				if (forwarded < 60) {
					forwarded += 1;
					return undefined;
				}
				holding();
				await released;
				return undefined;
			});
			return await read(worker, 60, proxy.url);
		});
		await firstHeld;
		const main = await read('main', 40);
		release();
		const outputs = [main, ...(await Promise.all(workers))];

		await expectNoneRefused('Template Get, two workers and main', 120, 160, outputs);
	}, 300_000);

	// Queue mode's workers keep their pacers between executions: a window spent at a higher limit is
	// over, its allowance no longer true. When both start an execution on a window that another
	// integration has nearly spent, neither may send more than its share of what the answers show.
	it('two processes whose last windows were at a higher limit start together on a nearly spent window: none answered 429', async () => {
		await limitTo(3600);
		await Promise.all(['worker 1', 'worker 2'].map(async (worker) => await read(worker, 200)));
		// Over on both pacers: a minute and a second on this clock.
		await new Promise((resolve) => setTimeout(resolve, 61_000));
		await sandbox.api('PUT', '/_sandbox/faults', { body: { rateLimit: 600 } });
		expect(await read('another integration', 500)).toHaveLength(500);
		await sandbox.clearRequests();

		const outputs = await Promise.all(
			['worker 1', 'worker 2'].map(async (worker) => await read(worker, 200)),
		);

		await expectNoneRefused('Template Get, two workers after a higher limit', 600, 400, outputs);
	}, 300_000);

	// A request that never answers ends at its Timeout (30 s unless set), and a main that dies takes
	// its requests with it; neither may keep the process's next window from starting.
	it("a request that hangs across a window's end holds up none of the next window's requests", async () => {
		await limitTo(120);
		const proxy = await startFlakyProxy(sandbox.url);
		proxies.push(proxy);
		expect(await read('main', 1, proxy.url)).toHaveLength(1);
		const hold = holdRequests(proxy);
		// An hour's Timeout: it hangs for as long as the test holds it.
		const hanging = read('main', 1, proxy.url, 3_600_000);
		await hold.first;
		proxy.heal();
		await new Promise((resolve) => setTimeout(resolve, 61_000));

		const next = read('main', 1, proxy.url);
		try {
			// Ten minutes on this clock, a minute of real time: the hanging request is still held.
			await waitFor(
				"the next window's request to reach the service",
				async () => (await sandbox.requests()).length,
				(count) => count === 2,
				{ timeoutMs: 600_000 },
			);
			expect((await next).map(({ json }) => json.id)).toEqual([DEMO.email.welcomeTemplate]);
		} finally {
			hold.release();
		}
		expect(await hanging).toHaveLength(1);
	}, 300_000);
});
