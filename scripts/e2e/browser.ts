import { mkdtempSync, rmSync } from 'node:fs';
import {
	chromium,
	selectors,
	type Browser,
	type BrowserContext,
	type LaunchOptions,
	type Locator,
	type Page,
} from 'playwright-core';
import { chromiumPath } from './chromium';

/**
 * Debian's Chromium, headless. The machines have no network: background networking is off so the
 * browser does not try (and fail) to reach its update and sync services.
 */
export async function launchBrowser(): Promise<Browser> {
	return await launchChromium(
		async (options) => await chromium.launch(options),
		(browser, removeSocketFolder) => browser.on('disconnected', removeSocketFolder),
	);
}

/**
 * The same Chromium with a profile kept in `userDataDir`, as a person's browser has: an incognito
 * context (what `launchBrowser` gives) never follows a page's resource hints. `args` are added to
 * the command line (a net log, say).
 */
export async function launchWithProfile(
	userDataDir: string,
	args: string[] = [],
): Promise<BrowserContext> {
	return await launchChromium(
		async (options) =>
			await chromium.launchPersistentContext(userDataDir, {
				...options,
				args: [...(options.args ?? []), ...args],
			}),
		(context, removeSocketFolder) => context.on('close', removeSocketFolder),
	);
}

async function launchChromium<T>(
	launch: (options: LaunchOptions) => Promise<T>,
	onClose: (launched: T, removeSocketFolder: () => void) => void,
): Promise<T> {
	// n8n marks its elements with data-test-id rather than Playwright's default data-testid.
	selectors.setTestIdAttribute('data-test-id');
	// Chromium makes its lock socket in TMPDIR, and a socket's path may not pass 107 bytes (104 on
	// macOS): under the run's own temporary folder it failed with "Socket path too long".
	const socketFolder = mkdtempSync('/tmp/chromium-');
	const removeSocketFolder = () => rmSync(socketFolder, { recursive: true, force: true });
	try {
		const launched = await launch({
			executablePath: chromiumPath,
			headless: true,
			env: { ...process.env, TMPDIR: socketFolder },
			args: [
				'--no-sandbox',
				'--disable-gpu',
				'--disable-quic',
				'--no-first-run',
				'--disable-background-networking',
				'--disable-component-update',
				'--disable-sync',
			],
		});
		onClose(launched, removeSocketFolder);
		return launched;
	} catch (error) {
		removeSocketFolder();
		throw error;
	}
}

/**
 * Waits for `locator` to be visible; where it is not in time, fails naming `what`, the page's
 * address and what the page shows, so that a failed run says what the browser saw.
 */
export async function shown(page: Page, locator: Locator, what: string): Promise<void> {
	try {
		await locator.waitFor();
	} catch (error) {
		const text = await page
			.locator('body')
			.innerText({ timeout: 5_000 })
			.catch((reason: Error) => `(unreadable: ${reason.message})`);
		throw new Error(
			`${what} was not shown; at ${page.url()} the page shows: ${text.replace(/\s+/g, ' ').slice(0, 600)}`,
			{ cause: error },
		);
	}
}

/**
 * Goes to an address of the editor as its own links do, through its router, without loading the
 * page again: a load parses the editor's scripts anew, which on a loaded two-core machine took
 * more than two minutes. The page must have nothing unsaved, or n8n asks whether to save it.
 */
export async function navigateInEditor(page: Page, path: string): Promise<void> {
	const app = page.locator('#app');
	await app.evaluate(async (element: unknown, to: string) => {
		type Router = { push(to: string): Promise<unknown> };
		const { __vue_app__: vue } = element as {
			__vue_app__?: { config: { globalProperties: { $router?: Router } } };
		};
		const router = vue?.config.globalProperties.$router;
		if (!router) throw new Error("The page holds no router: it is not n8n's editor");
		await router.push(to);
	}, path);
	// The editor may go on to an address beneath it: its executions tab opens the newest execution.
	await page.waitForURL((url) => url.pathname === path || url.pathname.startsWith(`${path}/`));
}
