import type { IDataObject } from 'n8n-workflow';

import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../../sandbox';
import { runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

// An account allowed 6,000 requests a minute, counted in windows of five seconds: 500 each. Two
// thousand input items are four windows' allowance: they only all pass if the node spaces them out.
const sandbox = useSandbox({ rateLimit: 6000, rateWindowMs: 5000 });
const templates = new MessageTemplates();
const tags = new MessageTags();

const items = (count: number, json: (index: number) => IDataObject = () => ({})) =>
	Array.from({ length: count }, (_, index) => ({ json: json(index) }));

/** What the sandbox answered, by status, since the last clear. */
async function answered() {
	const requests = await sandbox.requests();
	const rateLimited = requests.filter(({ status }) => status === 429).length;
	return { requests: requests.length, rateLimited };
}

describe('pacing: many input items against the account rate limit', () => {
	beforeEach(async () => {
		await sandbox.reset();
		// A fresh window for each test.
		await sandbox.api('PUT', '/_sandbox/faults', { body: { rateLimit: 6000 } });
		await sandbox.clearRequests();
	});

	it('reads a template for each of 2,000 items: none fails, at most 1% of requests answered 429', async () => {
		const [output = []] = await runNode({
			nodeType: templates,
			parameters: {
				resource: 'template',
				operation: 'get',
				channel: 'email',
				templateId: { __rl: true, mode: 'id', value: DEMO.email.welcomeTemplate },
				targetLanguage: 'html',
			},
			credentials: sandbox.credentials(),
			input: items(2000),
			continueOnFail: true,
		});

		const failed = output.filter(({ json }) => 'error' in json);
		expect(failed.map(({ json }) => json.error)).toEqual([]);
		expect(output).toHaveLength(2000);
		expect(output.every(({ json }) => json.id === DEMO.email.welcomeTemplate)).toBe(true);
		const { requests, rateLimited } = await answered();
		expect(requests - rateLimited).toBe(2000);
		expect(rateLimited).toBeLessThanOrEqual(requests / 100);
	}, 120_000);

	it('creates 1,500 tags, each exactly once, with none lost to the limit', async () => {
		const names = Array.from({ length: 1500 }, (_, index) => `Paced tag ${index + 1}`);
		const [output = []] = await runNode({
			nodeType: tags,
			parameters: { resource: 'tag', operation: 'create', name: '={{ $json.name }}', types: ['template'] },
			credentials: sandbox.credentials(),
			input: items(names.length, (index) => ({ name: names[index] })),
			continueOnFail: true,
		});

		expect(output.filter(({ json }) => 'error' in json).map(({ json }) => json.error)).toEqual([]);
		const { requests, rateLimited } = await answered();
		expect(rateLimited).toBeLessThanOrEqual(requests / 100);
		// A fresh window, so that this read is not refused itself.
		await sandbox.api('PUT', '/_sandbox/faults', { body: { rateLimit: 6000 } });
		const { body } = await sandbox.api<IDataObject[]>('GET', '/tags');
		const created = body.map(({ name }) => String(name)).filter((name) => name.startsWith('Paced tag '));
		expect(created.sort()).toEqual([...names].sort());
	}, 120_000);
});
