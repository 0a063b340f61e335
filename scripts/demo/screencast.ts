import type { CDPSession, Page } from 'playwright-core';
import { MjpegAvi } from './mjpegAvi';

export interface Recording {
	/** Stops the recording and writes the file; gives the video's length in seconds. */
	stop(): Promise<number>;
}

/**
 * Records a page through Chromium's screencast into a Motion JPEG AVI. The screencast sends a frame
 * only when the page changes, so the file gets the latest frame at every tick of its own clock:
 * the video lasts as long as the recording did, pauses included.
 */
export async function recordPage(page: Page, path: string, fps = 5): Promise<Recording> {
	const viewport = page.viewportSize();
	if (!viewport) throw new Error('The page has no fixed viewport to record');
	const session: CDPSession = await page.context().newCDPSession(page);
	const video = new MjpegAvi(path, viewport.width, viewport.height, fps);
	let latest: Buffer | undefined;
	session.on('Page.screencastFrame', ({ data, sessionId }) => {
		latest = Buffer.from(data, 'base64');
		session.send('Page.screencastFrameAck', { sessionId }).catch(() => {
			// The page was closed meanwhile: the recording is ending.
		});
	});
	await session.send('Page.startScreencast', {
		format: 'jpeg',
		quality: 70,
		maxWidth: viewport.width,
		maxHeight: viewport.height,
	});
	const started = Date.now();
	const catchUp = () => {
		const due = Math.floor(((Date.now() - started) * fps) / 1000);
		while (latest && video.frames < due) video.addFrame(latest);
	};
	const ticker = setInterval(catchUp, 1000 / fps);
	return {
		async stop() {
			clearInterval(ticker);
			catchUp();
			await session.send('Page.stopScreencast').catch(() => {});
			video.close();
			return video.frames / fps;
		},
	};
}
