import type { N8nClient } from '../../scripts/n8n/n8nClient';
import { outputItems, runFromEditor, type Execution } from './support/executions';
import { n8nSession } from './support/n8nSession';
import { sandboxRequest } from './support/sandboxApi';
import { example, importForTest } from './support/workflows';

const channels = ['email', 'sms', 'push', 'voice', 'liveactivity'];

/** Every published template of every channel, read page by page as a client would. */
async function publishedTemplateCount(): Promise<number> {
	let count = 0;
	for (const channel of channels) {
		const prefix = channel === 'email' ? '' : `/${channel}`;
		let cursor: string | undefined;
		do {
			const page = await sandboxRequest<{
				data: unknown[];
				cursor: { next: string; hasMore: boolean };
			}>('GET', `${prefix}/templates${cursor ? `?cursor=${cursor}` : ''}`);
			count += page.data.length;
			cursor = page.cursor.hasMore ? page.cursor.next : undefined;
		} while (cursor);
	}
	return count;
}

function itemsOut(run: Execution, nodeName: string): number {
	return outputItems(run, nodeName).length;
}

describe('the template sync example, run in the app', () => {
	let client: N8nClient;
	let workflowId: string;
	let publishedAfterFirstRun: number;

	beforeAll(async () => {
		client = await n8nSession();
		workflowId = await importForTest(
			client,
			example('Message templates: sync to a data table'),
			'Template sync (e2e)',
		);
	});

	it('saves every published template of every channel into the data table', async () => {
		const run = await runFromEditor(client, workflowId, 'Run now');
		expect(run.data?.resultData.error?.message).toBeUndefined();
		publishedAfterFirstRun = await publishedTemplateCount();
		expect(itemsOut(run, 'Save to the table')).toBe(publishedAfterFirstRun);
	});

	it('saves only what changed on the next run', async () => {
		const run = await runFromEditor(client, workflowId, 'Run now');
		expect(run.status).toBe('success');
		const published = await publishedTemplateCount();
		expect(itemsOut(run, 'All templates')).toBe(published);
		// The approval test may publish a template meanwhile: that one, and only that one, is new.
		expect(itemsOut(run, 'Save to the table')).toBe(published - publishedAfterFirstRun);
	});
});
