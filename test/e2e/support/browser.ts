import { join } from 'node:path';
import type { Browser, BrowserContext, Frame, Page } from 'playwright-core';
import {
	launchBrowser,
	launchWithProfile,
	navigateInEditor,
	shown,
} from '../../../scripts/e2e/browser';
import { temporaryFolder } from '../../harness/temporaryFolder';
import { waitFor } from '../../harness/waitFor';
import { e2eContext } from './context';
import { netLogArguments, readNetLog } from './netLog';

export { launchBrowser, navigateInEditor, shown };

/** Signs in through n8n's own sign-in page, as the owner would. */
export async function signedInPage(browser: Browser): Promise<Page> {
	const { n8nUrl, owner } = e2eContext();
	const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, baseURL: n8nUrl });
	// CI's two cores run the end-to-end stages side by side, and the editor waits on n8n for every
	// list and panel: a step may take longer than Playwright's 30 s default there.
	page.setDefaultTimeout(120_000);
	await page.goto('/signin');
	await page.getByTestId('emailOrLdapLoginId').locator('input').fill(owner.email);
	await page.getByTestId('password').locator('input').fill(owner.password);
	await page.getByTestId('form-submit-button').click();
	await page.waitForURL((url) => !url.pathname.startsWith('/signin'));
	return page;
}

/** A review page's rendering once it has loaded its srcdoc: they load lazily, as they come into view. */
export async function rendered(frame: Frame): Promise<Frame> {
	await waitFor(
		'a rendering to load its srcdoc',
		async () => frame.url(),
		(url) => url === 'about:srcdoc',
		{ timeoutMs: 60_000, intervalMs: 100 },
	);
	await frame.waitForLoadState('load');
	return frame;
}

/**
 * Chromium on the profile in `userDataDir`, writing a net log of its own: `close()` ends the
 * browser, which completes the log, and reads it (see ./netLog.ts).
 */
export async function watchedBrowser(userDataDir: string) {
	const netLog = join(temporaryFolder('net-log-'), 'net-log.json');
	const context: BrowserContext = await launchWithProfile(userDataDir, netLogArguments(netLog));
	return {
		context,
		close: async () => {
			await context.close();
			return readNetLog(netLog);
		},
	};
}
