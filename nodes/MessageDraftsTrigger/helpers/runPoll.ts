import type { IDataObject, INodeExecutionData, IPollFunctions } from 'n8n-workflow';

import type { ChannelName } from '../../shared/channels';
import { nextCursor } from '../../shared/transport/listPages';
import { asNodeError } from '../../shared/transport/retry';
import { type DetectedEvent, deferEvent, detectChanges, settleOwedEvent } from './detectChanges';
import { type EmittedEvent, eventItems, inEventOrder } from './eventItems';
import { fetchTestEvent } from './fetchTestEvent';
import { PollClient } from './pollClient';
import {
	type FirstPoll,
	firstPollEnded,
	firstPollOf,
	firstPollStarted,
	forgetPublication,
	isTransientFailure,
	notePublication,
	publishedAt,
	waitsForFirstPoll,
} from './publication';
import { type TriggerSettings, readSettings } from './readSettings';
import { type ChannelState, type TriggerState, copyOf, emptyState, knownMarker, neverSaved, readState, revisionOf, writeState } from './triggerState';
import { watchedList } from './watchedList';

interface Poll {
	context: IPollFunctions;
	settings: TriggerSettings;
	client: PollClient;
	/** When a channel watched for the first time started being watched, on the service's clock. */
	since: () => string;
	/** Whether the poll, started from the state of this revision, must leave its turn to a publication's. */
	leavesTurn: (revision: number | undefined) => boolean;
}

/**
 * The saved channel state to go on from, or a first sweep's when this channel starts being watched
 * now: first activation, another event, a new channel, or a saved state read under a narrower
 * server filter than today's list (it may lack records the list now returns).
 */
function channelState(previous: TriggerState | undefined, settings: TriggerSettings, channel: ChannelName): ChannelState {
	const { scope } = watchedList(settings, channel);
	const saved = previous?.event === settings.event.name ? previous.channels[channel] : undefined;
	if (saved && (saved.scope === '' || saved.scope === scope)) return { ...copyOf(saved), scope };
	return { scope, sweep: { next: '', read: {} } };
}

/** Emits the events earlier polls owed, each read by id as the service shows it now. */
async function emitOwed(poll: Poll, next: TriggerState): Promise<EmittedEvent[]> {
	const { settings } = poll;
	const owed = settings.channels.flatMap((channel) => {
		const state = next.channels[channel] as ChannelState;
		return (state.due ?? []).map((id): DetectedEvent => ({ channel, id, owed: true, previousMarker: knownMarker(state, id) }));
	});
	if (owed.length === 0) return [];
	const { emitted } = await eventItems(poll.client, settings, owed);
	for (const { detected, item } of emitted) {
		const watched = settings.event.watches(item.json);
		settleOwedEvent(next.channels[detected.channel] as ChannelState, detected.id, watched ? settings.event.marker(item.json) : undefined);
	}
	return emitted;
}

/**
 * Goes on with a channel's sweep where the last poll left it, page by page, while the poll has
 * requests and time: each page is compared at once, and its events' reads go on while the next
 * page is read; the events it has no requests or time left for are owed to the next poll. When
 * the list ends, what the sweep read is what the trigger knows of the channel.
 */
async function sweepChannel(poll: Poll, channel: ChannelName, state: ChannelState): Promise<EmittedEvent[]> {
	const { settings, client } = poll;
	const sweep = (state.sweep ??= { next: '', read: {} });
	const emitted: EmittedEvent[] = [];
	const reading: Array<Promise<void>> = [];
	let outcome: 'ended' | 'cut';
	try {
		outcome = await client.walk(watchedList(settings, channel), sweep.next, async (page) => {
			const events = detectChanges(state, sweep, channel, page.data, settings, poll.since);
			sweep.next = nextCursor(page);
			if (events.length === 0) return;
			const read = eventItems(client, settings, events).then(({ emitted: items, deferred }) => {
				emitted.push(...items);
				for (const detected of deferred) deferEvent(state, detected);
			});
			// Awaited once the walk is over; a failure meanwhile stops the walk through the requests.
			read.catch(() => {});
			reading.push(read);
		});
	} finally {
		await Promise.allSettled(reading);
	}
	for (const read of reading) await read;
	if (outcome === 'ended') {
		state.seen = sweep.read;
		delete state.since;
		delete state.sweep;
	}
	return emitted;
}

/**
 * One scheduled poll. Everything that can fail (every list page, every content read) happens
 * before the static data is touched, and the new state is written in one step right before
 * returning: a poll that fails part-way emits nothing and leaves the state exactly as it was, in
 * memory too, so the next good poll emits every change it missed, once. A poll reads as much of
 * the watched lists as its request budget (a quarter of the account's rate limit) and n8n's time
 * budget allow, and the next poll goes on from there: an account of any size is read in turn, and
 * every page read is compared and its events emitted at once.
 */
async function scheduledPoll(poll: Poll, staticData: IDataObject): Promise<INodeExecutionData[][] | null> {
	const { settings, client } = poll;
	const previous = readState(staticData);
	const revision = revisionOf(staticData);
	const next = emptyState(settings.event.name, (previous?.revision ?? 0) + 1);
	for (const channel of settings.channels) next.channels[channel] = channelState(previous, settings, channel);

	const emitted = await emitOwed(poll, next);
	const swept = await client.all(
		settings.channels.map((channel) => async () => await sweepChannel(poll, channel, next.channels[channel] as ChannelState)),
		settings.channels.length,
	);
	emitted.push(...swept.flat());
	// Not one request had time: saying so beats a poll that quietly makes no progress.
	client.throwIfNothingFitted();

	// Another poll of this trigger that overlapped this one saved first, or a publication's began
	// meanwhile: its result stands, and emitting this one's would repeat its events.
	if (revisionOf(staticData) !== revision || poll.leavesTurn(previous?.revision)) return null;
	for (const state of Object.values(next.channels)) if (state.seen === undefined) state.since ??= poll.since();
	writeState(staticData, next);
	return emitted.length > 0 ? [inEventOrder(settings, emitted)] : null;
}

/**
 * One poll. The first poll of a publication or of n8n's start does not fail on an answer that a
 * wait heals (a 429, a server error, no answer at all): n8n would leave the workflow unpublished for
 * good. It emits nothing then, and the polls on the schedule catch up once the service is back.
 */
async function pollOnce(context: IPollFunctions, first: FirstPoll | undefined): Promise<INodeExecutionData[][] | null> {
	const startedAt = Date.now();
	const settings = await readSettings(context);
	const client = new PollClient(context, startedAt, first !== undefined);
	if (context.getMode() === 'manual') return await fetchTestEvent(client, settings);

	const staticData = context.getWorkflowStaticData('node');
	const firstLook = neverSaved(staticData);
	// Every poll but a new publication's goes on from the publication: n8n may have thrown its first
	// look away, or an outage and a start of n8n may have come between.
	const published = firstLook && first !== 'publication' ? publishedAt(context) : undefined;
	const leavesTurn = (revision: number | undefined, publicationUnseen = false) =>
		first === undefined && waitsForFirstPoll(context, revision, publicationUnseen);
	if (leavesTurn(readState(staticData)?.revision, firstLook && published === undefined)) {
		context.logger.info('Message Drafts Trigger: the first poll of the publication is not saved yet; this poll leaves its turn to it.', {
			node: context.getNode().name,
		});
		return null;
	}
	const since = () => published ?? client.clock.pollStart;
	const poll: Poll = { context, settings, client, since, leavesTurn };
	try {
		const result = await scheduledPoll(poll, staticData);
		if (firstLook) notePublication(context, poll.since());
		else forgetPublication(context);
		return result;
	} catch (error) {
		if (first === undefined || !isTransientFailure(error)) throw asNodeError(context.getNode(), error);
		if (firstLook) notePublication(context, poll.since());
		context.logger.warn(
			`Message Drafts Trigger: the service could not be read while the workflow was published (${(error as Error).message}). The workflow stays published; the next polls catch up once the service answers.`,
			{ node: context.getNode().name },
		);
		return null;
	}
}

export async function runPoll(context: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const first = firstPollOf(context);
	if (first === undefined || context.getMode() === 'manual') return await pollOnce(context, first);
	// Noted before anything is awaited, so that a poll on the schedule starting meanwhile sees it.
	firstPollStarted(context);
	let result: INodeExecutionData[][] | null = null;
	try {
		result = await pollOnce(context, first);
		return result;
	} finally {
		firstPollEnded(context, result === null ? undefined : readState(context.getWorkflowStaticData('node'))?.revision);
	}
}
