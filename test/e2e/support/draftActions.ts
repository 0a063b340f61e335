import { CHANNEL_NAMES, CHANNELS, type ChannelName } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox';

/** Calls a service of a test's own (see ownService), or the run's sandbox. */
type Call = <T = unknown>(method: string, path: string, body?: unknown) => Promise<T>;

/** A draft of the demo account on each channel, copied to make new drafts. */
const SOURCES: Record<ChannelName, string> = {
	email: DEMO.email.springSaleDraft,
	sms: DEMO.channels.sms.publishedDraft,
	push: DEMO.channels.push.publishedDraft,
	voice: DEMO.channels.voice.publishedDraft,
	liveactivity: DEMO.channels.liveactivity.publishedDraft,
};

/** A new draft on the channel, submitted for approval: one event for a trigger watching it. */
export async function submitCopy(
	{ call }: { call: Call },
	channel: ChannelName,
	name: string,
): Promise<string> {
	const prefix = CHANNELS[channel].pathPrefix;
	const { id } = await call<{ id: string }>(
		'POST',
		`${prefix}/drafts/${SOURCES[channel]}/duplicate`,
		{ name },
	);
	await call('POST', `${prefix}/drafts/${id}/publishRequest`);
	return id;
}

/** Five new drafts submitted, one on each channel. */
export async function submitCopies(service: { call: Call }): Promise<string[]> {
	const stamp = Date.now();
	const ids: string[] = [];
	for (const channel of CHANNEL_NAMES)
		ids.push(await submitCopy(service, channel, `Copy ${stamp} (${channel})`));
	return ids;
}

/** Every draft waiting for approval now, on every channel. */
export async function waitingDrafts({ call }: { call: Call }): Promise<string[]> {
	const waiting: string[] = [];
	for (const channel of CHANNEL_NAMES) {
		let cursor = '';
		for (;;) {
			const page = await call<{
				data: Array<{ id: string; status: string }>;
				cursor: { next: string; hasMore: boolean };
			}>('GET', `${CHANNELS[channel].pathPrefix}/drafts${cursor ? `?cursor=${cursor}` : ''}`);
			waiting.push(
				...page.data.filter(({ status }) => status === 'PENDING_APPROVAL').map(({ id }) => id),
			);
			if (!page.cursor.hasMore) break;
			cursor = page.cursor.next;
		}
	}
	return waiting;
}
