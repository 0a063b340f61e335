/**
 * Row 2, the floor: the same reads as the trigger (every draft of each channel, one channel after
 * the other) and the same check (status PENDING_APPROVAL, not seen pending with this updatedAt).
 */
import { CHANNELS, CHANNEL_NAMES } from '../../nodes/shared/channels';
import type { Side } from '../lib/side';
import { readAll } from './fetchReturnAll';

interface Draft {
	id: string;
	status: string;
	updatedAt: string;
}

export async function createSide(): Promise<Side> {
	let pending: Map<string, string> | undefined;
	return {
		async run({ url }: { url: string }) {
			const now = new Map<string, string>();
			const events: Draft[] = [];
			for (const channel of CHANNEL_NAMES) {
				const drafts = (await readAll(url, `${CHANNELS[channel].pathPrefix}/drafts`)) as Draft[];
				for (const draft of drafts) {
					if (draft.status !== 'PENDING_APPROVAL') continue;
					now.set(draft.id, draft.updatedAt);
					if (pending && pending.get(draft.id) !== draft.updatedAt) events.push(draft);
				}
			}
			pending = now;
			return { items: events.length, keep: events };
		},
	};
}
