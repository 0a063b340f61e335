import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { repoRoot } from '../../scripts/n8n/paths';
import { launchBrowser, navigateInEditor, shown, signedInPage } from './support/browser';
import { e2eContext } from './support/context';
import { waitFor } from '../harness/waitFor';

/**
 * `npm run screenshots` refreshes the ones the README and the guide show; any other run keeps its
 * own in the ignored .tmp folder, so the tests leave the clone as they found it.
 */
const screenshots =
	process.env.UPDATE_SCREENSHOTS === '1'
		? join(repoRoot, 'docs', 'screenshots')
		: join(repoRoot, '.tmp', 'screenshots');

/**
 * Each node as a user finds it in the node panel: n8n lists the trigger's events and the nodes'
 * actions under one "Message Drafts" entry, so the entry and the action are picked by their text.
 * The subtitle is what the canvas shows under the node.
 */
const nodes = [
	{
		entry: 'Message Drafts',
		action: 'On draft submitted for approval',
		screenshot: 'message-drafts-trigger',
		subtitle: 'Draft submitted for approval',
	},
	{
		entry: 'Message Templates',
		action: 'Render a template',
		screenshot: 'message-templates',
		subtitle: 'Render a template',
	},
	{
		entry: 'Message Drafts',
		action: 'Submit a draft for approval',
		screenshot: 'message-drafts',
		subtitle: 'Submit for approval',
	},
	{
		entry: 'Message Localizations',
		action: 'Get many localization keys',
		screenshot: 'message-localizations',
		subtitle: 'Get many localization keys',
	},
	{
		entry: 'Message Tags',
		action: 'Assign tags to a template or draft',
		screenshot: 'message-tags',
		subtitle: 'Assign',
	},
	{
		entry: 'Message Workspaces',
		action: 'Get a folder',
		screenshot: 'message-workspaces',
		subtitle: 'Get a folder',
	},
];

async function addNode(page: Page, entry: string, action: string, first: boolean): Promise<void> {
	await backToCanvas(page);
	await page.getByTestId(first ? 'canvas-add-button' : 'node-creator-plus-button').click();
	const creator = page.getByTestId('node-creator');
	await creator.getByTestId('node-creator-search-bar').fill(entry);
	await creator.getByTestId('item-iterator-item').filter({ hasText: entry }).first().click();
	// On an empty canvas n8n opens the entry's triggers and folds its actions under "Actions (11)".
	const item = creator.getByText(action, { exact: true });
	const actions = creator.getByText(/^Actions \(\d+\)$/);
	await item.or(actions).first().waitFor();
	if (!(await item.isVisible())) await actions.click();
	await item.click();
	await page.getByTestId('ndv').waitFor();
	await chooseSandboxCredential(page);
}

/**
 * The other end-to-end files add credentials of their own while this one runs, some of them for a
 * service that is down on purpose, and n8n gives a new node one of them: the node is set to the
 * sandbox's, as a user with several accounts does.
 */
async function chooseSandboxCredential(page: Page): Promise<void> {
	const { name } = e2eContext().credential;
	const select = page.getByTestId('ndv').getByTestId('node-credentials-select');
	await select.click();
	await page.getByRole('option').filter({ hasText: name }).first().click();
	await expect(select.locator('input').inputValue()).resolves.toBe(name);
}

/** Back to the canvas with the node's close button, which works whatever list is open in it. */
async function closeNode(page: Page): Promise<void> {
	await page.getByTestId('ndv-close-button').click();
	await page.getByTestId('ndv').waitFor({ state: 'hidden' });
}

/** A test that failed with a node open leaves it open in front of the canvas: the next closes it. */
async function backToCanvas(page: Page): Promise<void> {
	if (await page.getByTestId('ndv').isVisible()) await closeNode(page);
}

/** Opens a node's parameters by double-clicking it on the canvas, where it is named after its action. */
async function openNode(page: Page, name: string): Promise<void> {
	await backToCanvas(page);
	await page.getByTestId('canvas-node').filter({ hasText: name }).dblclick();
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

/**
 * The canvas fades its nodes in and glides to the zoom asked for: a screenshot taken before that
 * ends shows an almost blank canvas. Settled is when no CSS animation or transition is running.
 */
async function canvasSettled(page: Page): Promise<void> {
	// A string: it runs in the page, whose DOM types the tests' TypeScript does not load.
	await page.waitForFunction(
		"document.getAnimations().every((animation) => animation.playState !== 'running')",
	);
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
				await expect(
					picker.getByTestId('rlc-input-container').locator('input').inputValue(),
				).resolves.toBe(entryText);
				await closeNode(page);
			},
		);

		it('shows every node on the canvas, each with what it does in words', async () => {
			// Tidy up, then zoom to fit, as the canvas's own shortcuts do.
			await page.keyboard.press('Shift+Alt+T');
			await page.keyboard.press('Shift+1');
			await page.screenshot({ path: join(screenshots, 'all-nodes.png') });
			const canvasNodes = page.getByTestId('canvas-node');
			await expect(canvasNodes.count()).resolves.toBe(nodes.length);
			// The subtitle is a line of its own under the node's name.
			const lines = (await canvasNodes.allInnerTexts()).flatMap((text) =>
				text.split('\n').map((line) => line.trim()),
			);
			for (const { subtitle } of nodes) expect(lines).toContain(subtitle);
			expect(lines.join('\n')).not.toMatch(/submitForApproval|draftSubmitted|getAll/);
		});

		it('lists drafts with their state in words, the drafts Submit can change first', async () => {
			await openNode(page, 'Submit a draft for approval');
			const { picker } = await openFirstList(page);
			// The chosen draft shows at once; the others when the first page of the list has loaded.
			await picker.getByTestId('rlc-item').nth(7).waitFor();
			// One page of 25: the order is decided page by page.
			const entries = (await picker.getByTestId('rlc-item').allInnerTexts())
				.map((text) => text.trim())
				.slice(0, 25);
			await page.screenshot({ path: join(screenshots, 'message-drafts-states.png') });
			expect(entries.join('\n')).not.toMatch(/IN_PROGRESS|PENDING_APPROVAL|LOCKED_FOR_TRANSLATION/);
			expect(entries.some((text) => text.startsWith('Awaiting approval · '))).toBe(true);
			expect(entries.some((text) => text.startsWith('Locked for translation · '))).toBe(true);
			const published = entries.map((text) => text.startsWith('Published, read-only · '));
			expect(published).toContain(true);
			// Every published draft comes after every draft that can change.
			expect(published.indexOf(true)).toBe(published.filter((flag) => !flag).length);
			await closeNode(page);
		});

		it("offers the chosen template's languages for Render", async () => {
			// Its template is the first of the list, Welcome email, picked when the node was added.
			const languagesLoaded = page.waitForResponse(
				(response) =>
					response.url().endsWith('/rest/dynamic-node-parameters/options') &&
					(response.request().postData() ?? '').includes('getTemplateLanguages'),
			);
			await openNode(page, 'Render a template');
			// While n8n loads the languages the field says "Loading options..."; opened then, on a loaded
			// machine, the list did not come to show them. It is opened once they are in.
			await languagesLoaded;
			const language = page.getByTestId('parameter-input-languageId');
			await waitFor(
				"Render's language field to leave its loading state",
				async () => await language.locator('input').inputValue(),
				(shown) => shown !== 'Loading options...',
				{
					timeoutMs: 120_000,
				},
			);
			await language.click();
			const options = page.getByRole('option');
			await options.filter({ hasText: 'fr-FR' }).waitFor();
			await page.screenshot({ path: join(screenshots, 'message-templates-render-language.png') });
			// An option's first line is its name; a description may follow.
			const names = (await options.allInnerTexts())
				.map((text) => text.trim().split('\n')[0])
				.filter(Boolean);
			expect(names).toEqual(
				expect.arrayContaining(['Default Language', 'de-DE', 'es-ES', 'fr-FR']),
			);
			await closeNode(page);
		});
	});

	describe('comparing a draft with the published draft', () => {
		beforeAll(async () => {
			await page.goto('/workflow/new');
			await page.getByTestId('canvas-add-button').waitFor();
		});

		it('executes the step and shows the summary and the unified diff a Slack message can carry', async () => {
			await addNode(page, 'Message Drafts', 'Compare a draft with the published draft', true);
			// The redesign rewrites the Welcome email's second paragraph; the subject stays the same.
			const { picker } = await openFirstList(page);
			await picker
				.getByTestId('rlc-item')
				.filter({ hasText: 'Welcome email v2 (redesign)' })
				.click();
			// The list closes on the pick; a click while it is still open would only close it.
			await picker.getByTestId('rlc-item').first().waitFor({ state: 'hidden' });
			// Handlebars keeps the variables in the diff, as {{first_name}}.
			await page.getByTestId('parameter-input-targetLanguage').click();
			await page
				.getByRole('option')
				.filter({ hasText: /^Handlebars$/ })
				.click();
			await page.getByTestId('ndv').getByTestId('node-execute-button').click();
			const output = page.getByTestId('ndv').getByTestId('output-panel');
			await output
				.getByTestId('ndv-run-data-display-mode')
				.getByText('JSON', { exact: true })
				.click();
			const summary = output.getByText(/1 line added, 1 removed in the text/).first();
			await summary.waitFor();
			await expect(summary.isVisible()).resolves.toBe(true);
			// A taller window shows the summary and the diffs of the default text and HTML together;
			// JSON shows a diff's lines as one string, each line after its \n, with its - or +.
			const viewport = page.viewportSize();
			await page.setViewportSize({ width: 1440, height: 1500 });
			const diff = output
				.getByText(/-Your account is ready to use\.\\n\+Here is how to get started\./)
				.first();
			await diff.scrollIntoViewIfNeeded();
			await expect(diff.isVisible()).resolves.toBe(true);
			await page.screenshot({ path: join(screenshots, 'message-drafts-compare.png') });
			if (viewport) await page.setViewportSize(viewport);
			await closeNode(page);
		});
	});

	describe('the example workflows', () => {
		it('open in the editor with every node known', async () => {
			for (const [index, { id, name }] of e2eContext().examples.entries()) {
				// The first load leaves the workflow the tests above changed; each example after it is
				// only looked at, so the editor's router takes the page from one to the next.
				if (index === 0) await page.goto(`/workflow/${id}`);
				else await navigateInEditor(page, `/workflow/${id}`);
				await shown(page, page.getByTestId('canvas-node').first(), `The example "${name}"'s nodes`);
				await page.keyboard.press('Shift+1');
				await page.waitForLoadState('networkidle');
				await canvasSettled(page);
				// A node n8n does not know is drawn as a question mark with this hint.
				await expect(page.getByText('Install this node to use it').count()).resolves.toBe(0);
				const file = `example-${String(index + 1).padStart(2, '0')}-${name
					.toLowerCase()
					.replace(/[^a-z0-9]+/g, '-')
					.replace(/^-|-$/g, '')}.png`;
				await page.screenshot({ path: join(screenshots, file) });
			}
		});
	});
});
