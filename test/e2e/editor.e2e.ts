import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/n8n/paths';
import { launchBrowser, signedInPage } from './support/browser';
import { e2eContext } from './support/context';

const screenshots = join(repoRoot, 'docs', 'screenshots');

/**
 * Each node as a user finds it in the node panel: n8n lists the trigger's events and the nodes'
 * actions under one "Message Drafts" entry, so the entry and the action are picked by their text.
 */
const nodes = [
	{ entry: 'Message Drafts', action: 'On draft submitted for approval', screenshot: 'message-drafts-trigger' },
	{ entry: 'Message Templates', action: 'Get a template', screenshot: 'message-templates' },
	{ entry: 'Message Drafts', action: 'Get a draft', screenshot: 'message-drafts' },
	{ entry: 'Message Localizations', action: 'Get many localization keys', screenshot: 'message-localizations' },
	{ entry: 'Message Tags', action: 'Assign tags to a template or draft', screenshot: 'message-tags' },
	{ entry: 'Message Workspaces', action: 'Get a folder', screenshot: 'message-workspaces' },
];

async function addNode(page: Page, entry: string, action: string, first: boolean): Promise<void> {
	await page.getByTestId(first ? 'canvas-add-button' : 'node-creator-plus-button').click();
	const creator = page.getByTestId('node-creator');
	await creator.getByTestId('node-creator-search-bar').fill(entry);
	await creator.getByTestId('item-iterator-item').filter({ hasText: entry }).first().click();
	await creator.getByText(action, { exact: true }).click();
	await page.getByTestId('ndv').waitFor();
}

/** Opens the first list picker of the open node and waits for the entries the sandbox lists. */
async function openFirstList(page: Page) {
	const picker = page.getByTestId('ndv').locator('[data-test-id^="resource-locator-"]').first();
	await picker.getByTestId('rlc-input-container').click();
	const firstEntry = picker.getByTestId('rlc-item').first();
	await firstEntry.waitFor();
	return { picker, firstEntry };
}

describe('the editor in a browser', () => {
	let browser: Browser;
	let page: Page;

	beforeAll(async () => {
		mkdirSync(screenshots, { recursive: true });
		browser = await launchBrowser();
		page = await signedInPage(browser);
	});

	afterAll(async () => {
		await browser?.close();
	});

	describe('adding each node to a new workflow', () => {
		beforeAll(async () => {
			await page.goto('/workflow/new');
			await page.getByTestId('canvas-add-button').waitFor();
		});

		it.each(nodes.map((entry, index) => ({ ...entry, first: index === 0 })))(
			'$entry, $action: opens its parameters and picks from a list loaded from the sandbox',
			async ({ entry, action, screenshot, first }) => {
				await addNode(page, entry, action, first);
				const { picker, firstEntry } = await openFirstList(page);
				const entryText = (await firstEntry.innerText()).trim();
				expect(entryText).not.toBe('');
				await page.screenshot({ path: join(screenshots, `${screenshot}.png`) });
				await firstEntry.click();
				await expect(picker.getByTestId('rlc-input-container').locator('input').inputValue()).resolves.toBe(entryText);
				await page.keyboard.press('Escape');
				await page.getByTestId('ndv').waitFor({ state: 'hidden' });
			},
		);

		it('shows every node on the canvas', async () => {
			// Tidy up, then zoom to fit, as the canvas's own shortcuts do.
			await page.keyboard.press('Shift+Alt+T');
			await page.keyboard.press('Shift+1');
			await page.screenshot({ path: join(screenshots, 'all-nodes.png') });
			// Nodes are named after the action chosen when they were added.
			await expect(page.getByTestId('canvas-node').count()).resolves.toBe(nodes.length);
		});
	});

	describe('the example workflows', () => {
		it('open in the editor with every node known', async () => {
			for (const [index, { id, name }] of e2eContext().examples.entries()) {
				await page.goto(`/workflow/${id}`);
				await page.getByTestId('canvas-node').first().waitFor();
				await page.keyboard.press('Shift+1');
				await page.waitForLoadState('networkidle');
				// A node n8n does not know is drawn as a question mark with this hint.
				await expect(page.getByText('Install this node to use it').count()).resolves.toBe(0);
				const file = `example-${String(index + 1).padStart(2, '0')}-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '')}.png`;
				await page.screenshot({ path: join(screenshots, file) });
			}
		});
	});
});
