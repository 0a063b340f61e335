/**
 * `npm run demo`: records the demo video n8n asks for with a verification submission, in one take
 * from the real editor in Chromium: the credential tested green, the Slack approval example
 * published, a draft submitted for approval, and the trigger's execution showing what changed.
 * It runs an n8n and a sandbox of its own (nothing of `npm start`'s is touched) and writes
 * .tmp/demo/demo.avi. Slack cannot be reached from here: the example's two Slack steps are stood
 * in for by a Wait and a Set node (scripts/n8n/slackStandIns.ts), and the video says so.
 */
import { mkdirSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Page } from 'playwright-core';
import { DEMO } from '../../sandbox';
import { callSandbox, type SandboxAddress } from '../../sandbox/client';
import { launchBrowser, navigateInEditor, shown } from '../e2e/browser';
import { ensureChromium } from '../e2e/chromium';
import { installPackageIntoN8n } from '../n8n/communityPackage';
import { startDemoSandbox } from '../n8n/demo';
import { bindCredential } from '../n8n/examples';
import { ensureN8nInstalled } from '../n8n/install';
import { N8nClient } from '../n8n/n8nClient';
import { environmentOnFreePorts, startAsOwner } from '../n8n/ownedN8n';
import { freePort } from '../n8n/ports';
import { demoOwner, type Owner } from '../n8n/owner';
import { repoRoot } from '../n8n/paths';
import { ensureSandboxCredential, importWorkflow, sandboxCredentialName } from '../n8n/provision';
import { pinnedN8nVersion } from '../n8n/releases';
import { expectNoOverlap } from './canvas';
import { recordPage } from './screencast';
import { approvalWorkflow, submitWorkflow } from './workflows';

const say = (line: string) => console.log(line);

/** n8n's limit for a submission's demo. */
const LONGEST_SECONDS = 5 * 60;

interface Demo {
	owner: Owner;
	client: N8nClient;
	sandbox: SandboxAddress;
	approvalId: string;
	submitId: string;
	draftId: string;
}

/** A line across the foot of the page saying what the scene shows, added again after each load. */
async function caption(page: Page, text: string): Promise<void> {
	// A string: it runs in the page, whose DOM types the scripts' TypeScript does not load.
	await page.evaluate(`(() => {
		let bar = document.getElementById('demo-caption');
		if (!bar) {
			bar = document.createElement('div');
			bar.id = 'demo-caption';
			bar.style.cssText = ${JSON.stringify(CAPTION_STYLE)};
			document.body.append(bar);
		}
		bar.textContent = ${JSON.stringify(text)};
	})()`);
}

const CAPTION_STYLE =
	'position:fixed;left:0;right:0;bottom:0;z-index:100000;padding:10px 16px;' +
	'font:600 18px sans-serif;color:#fff;background:rgba(20,20,30,.85);pointer-events:none';

/**
 * Opens a workflow on the canvas, fitted to the window, and holds it under its caption; no node may
 * lie on another in what the video shows.
 */
async function openWorkflow(page: Page, id: string, text: string, holdMs: number) {
	await navigateInEditor(page, `/workflow/${id}`);
	await shown(page, page.getByTestId('canvas-node').first(), `workflow ${id} on the canvas`);
	await page.keyboard.press('Shift+1');
	await caption(page, text);
	await expectNoOverlap(page, text);
	await page.waitForTimeout(holdMs);
}

/** Opens a node of the workflow shown, shows its output as `view`, and waits for `text` in it. */
async function showOutput(page: Page, node: string, view: 'JSON' | 'Table', text: RegExp) {
	await page.getByTestId('canvas-node').filter({ hasText: node }).first().dblclick();
	const output = page.getByTestId('ndv').getByTestId('output-panel');
	await output.getByTestId('ndv-run-data-display-mode').getByText(view, { exact: true }).click();
	await shown(page, output.getByText(text).first(), `${node}'s output`);
}

/**
 * The take itself, after the sign-in page has loaded: each scene waits for what it shows, so a
 * step that fails stops the take. The editor's router moves between pages, as its own links do:
 * a page load would show a blank page while the editor's scripts load.
 */
async function scenes(page: Page, demo: Demo): Promise<void> {
	const { client, sandbox, approvalId, submitId, draftId } = demo;
	await caption(
		page,
		`n8n ${pinnedN8nVersion} with the Message Templates community nodes installed`,
	);
	await page.waitForTimeout(2_000);
	await page.getByTestId('emailOrLdapLoginId').locator('input').fill(demo.owner.email);
	await page.getByTestId('password').locator('input').fill(demo.owner.password);
	await page.getByTestId('form-submit-button').click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signin'));

	// The Overview the sign-in leads to, and its Credentials tab, as a user goes there.
	const credentialsTab = page.getByText('Credentials', { exact: true }).first();
	await shown(page, credentialsTab, "the Overview's Credentials tab");
	await credentialsTab.click();
	await caption(page, '1. The Message Template Service credential, tested by n8n');
	await page.getByText(sandboxCredentialName, { exact: true }).first().click();
	await shown(
		page,
		page.getByTestId('credentials-config-container-test-success'),
		"the credential's successful test",
	);
	await page.waitForTimeout(4_000);
	await page.keyboard.press('Escape');

	await openWorkflow(
		page,
		approvalId,
		'2. The Slack approval example, Slack stood in for by a Wait: published',
		4_000,
	);
	await page.getByTestId('workflow-open-publish-modal-button').click();
	await page.getByTestId('workflow-publish-button').click();
	// n8n says, once, where a published workflow's executions show.
	const gotIt = page.getByRole('button', { name: 'Got it' });
	await shown(page, gotIt, "n8n's note on a published workflow");
	await page.waitForTimeout(3_000);
	await gotIt.click();
	await shown(page, page.getByText(/^Published$/).first(), 'the workflow shown published');
	await page.waitForTimeout(2_000);

	await openWorkflow(
		page,
		submitId,
		'3. A template editor submits the Welcome email redesign for approval',
		3_000,
	);
	await page.getByTestId('execute-workflow-button').click();
	await showOutput(page, 'Submit for approval', 'JSON', /"success": true/);
	const { status } = await callSandbox<{ status: string }>(
		sandbox,
		'GET',
		`/drafts/${draftId}?targetLanguage=html`,
	);
	if (status !== 'PENDING_APPROVAL') throw new Error(`The draft is ${status} after its submission`);
	await page.waitForTimeout(4_000);
	await page.keyboard.press('Escape');

	await navigateInEditor(page, `/workflow/${approvalId}`);
	const asked = "4. At the trigger's next poll, within a minute, the reviewer is asked";
	await caption(page, asked);
	await shown(page, page.getByTestId('canvas-node').first(), 'the approval workflow on the canvas');
	await expectNoOverlap(page, asked);
	const executionId = await waitForWaitingExecution(client, approvalId);
	await navigateInEditor(page, `/workflow/${approvalId}/executions/${executionId}`);
	const changed = '4. What changed since the published version: the Slack question carries it';
	await caption(page, changed);
	await shown(page, page.getByTestId('canvas-node').first(), 'the execution on the canvas');
	await expectNoOverlap(page, changed);
	await showOutput(page, 'Compare with published', 'JSON', /lines? added/);
	// Its summary and reviewMessage are what the Slack question carries.
	await page.waitForTimeout(10_000);
}

/** The execution that stopped at the stood-in Slack question, once the trigger has fired. */
async function waitForWaitingExecution(client: N8nClient, workflowId: string): Promise<string> {
	const deadline = Date.now() + 180_000;
	let seen = 'none';
	while (Date.now() < deadline) {
		const { data } = await client.api<{ data: Array<{ id: string; status: string }> }>(
			'GET',
			`/executions?workflowId=${workflowId}`,
		);
		seen = data.map(({ id, status }) => `${id} ${status}`).join(', ') || 'none';
		const waiting = data.find(({ status }) => status === 'waiting');
		if (waiting) return waiting.id;
		await new Promise((resolve) => setTimeout(resolve, 2_000));
	}
	throw new Error(
		`No execution of the approval workflow reached the reviewer's question within 180 s; its executions: ${seen}`,
	);
}

async function main(): Promise<void> {
	const version = pinnedN8nVersion;
	const folder = join(repoRoot, '.tmp', 'demo');
	rmSync(folder, { recursive: true, force: true });
	const userFolder = join(folder, 'n8n');
	mkdirSync(userFolder, { recursive: true });
	await ensureN8nInstalled(version, say);
	await ensureChromium(say);
	installPackageIntoN8n(userFolder);

	const running = await startDemoSandbox(await freePort(), join(folder, 'sandbox.json'), say);
	const owner = demoOwner(version);
	const env = await environmentOnFreePorts({ version, userFolder, owner });
	const { n8n, client } = await startAsOwner(
		version,
		env,
		join(folder, 'n8n.log'),
		owner,
		'demo video',
	).catch(async (error: unknown) => {
		await running.close();
		throw error;
	});
	try {
		const credential = await ensureSandboxCredential(client, running);
		const sandbox = { url: running.url, apiKey: running.apiKey };
		// A new draft of the Welcome email's redesign, whose second paragraph differs from the
		// published version, in progress for the take to submit.
		const { id: draftId } = await callSandbox<{ id: string }>(
			sandbox,
			'POST',
			`/drafts/${DEMO.email.welcomeRedesignDraft}/duplicate`,
			{ name: 'Welcome email v3' },
		);
		const approval = await importWorkflow(client, bindCredential(approvalWorkflow(), credential));
		const submit = await importWorkflow(
			client,
			bindCredential(submitWorkflow(draftId), credential),
		);
		const demo: Demo = {
			owner,
			client,
			sandbox,
			approvalId: approval.id,
			submitId: submit.id,
			draftId,
		};

		const video = join(folder, 'demo.avi');
		const browser = await launchBrowser();
		try {
			const page = await browser.newPage({
				viewport: { width: 1280, height: 800 },
				baseURL: n8n.url,
			});
			page.setDefaultTimeout(120_000);
			await page.goto('/signin');
			await shown(page, page.getByTestId('form-submit-button'), "n8n's sign-in page");
			const recording = await recordPage(page, video);
			try {
				await scenes(page, demo);
			} finally {
				const seconds = await recording.stop();
				const megabytes = (statSync(video).size / 1e6).toFixed(1);
				say(`Video: ${relative(repoRoot, video)}, ${seconds.toFixed(0)} s, ${megabytes} MB`);
				if (seconds > LONGEST_SECONDS)
					throw new Error(`The take lasted ${seconds} s; n8n takes at most ${LONGEST_SECONDS} s`);
			}
		} finally {
			await browser.close();
		}
	} finally {
		await n8n.stop();
		await running.close();
	}
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
