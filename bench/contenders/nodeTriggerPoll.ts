/**
 * Row 2, ours: the Message Drafts Trigger (Draft Submitted for Approval, all five channels) polled
 * as n8n's active-workflow manager polls it, its static data kept between polls.
 */
import { type Poller, createPoller } from '../../test/harness/poller';
import type { Side } from '../lib/side';
import { benchCredentials } from './credentials';
import { loadNode } from '../../test/harness/loadNode';

export async function createSide(): Promise<Side> {
	const nodeType = loadNode('MessageDraftsTrigger');
	let poller: Poller | undefined;
	return {
		async run({ url }: { url: string }) {
			poller ??= createPoller({
				nodeType,
				parameters: { event: 'draftSubmitted' },
				credentials: benchCredentials(url),
			});
			const [items = []] = (await poller.poll()) ?? [];
			const staticDataBytes = Buffer.byteLength(JSON.stringify(poller.savedStaticData()));
			return { items: items.length, counts: { staticDataBytes }, keep: items };
		},
	};
}
