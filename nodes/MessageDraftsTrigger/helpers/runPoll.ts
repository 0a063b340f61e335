import type { IPollFunctions, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS } from '../../shared/channels';
import { deferEvents, detectChanges } from './detectChanges';
import { eventItems } from './eventItems';
import { inScope } from './inScope';
import { createPollClient, pollDeadline } from './pollClient';
import { PollRequests } from './pollRequests';
import { readSettings } from './readSettings';
import { takeSnapshot } from './snapshot';
import { readState, revisionOf, writeState } from './triggerState';

/**
 * One poll. Everything that can fail (every list page, every content read) happens before the
 * static data is touched, and the new state is written in one step right before returning: a poll
 * that fails part-way emits nothing and leaves the state exactly as it was, in memory too, so the
 * next good poll emits every change it missed, once. A poll sends at most a quarter of the
 * account's rate limit (pollRequestBudget) and keeps to n8n's time budget: what it emits is
 * recorded, and the events it had no requests or time left for are saved as owed, for the next polls.
 */
export async function runPoll(context: IPollFunctions): Promise<INodeExecutionData[][] | null> {
	const startedAt = Date.now();
	const settings = await readSettings(context);
	const requests = new PollRequests(context.getNode(), pollDeadline(context, startedAt));
	const client = createPollClient(context, requests);
	const seenAt = new Date(startedAt).toISOString();

	if (context.getMode() === 'manual') {
		// "Fetch Test Event": shows the latest match and neither reads nor changes the saved state.
		const snapshot = await takeSnapshot(client, requests, settings);
		const matches = snapshot.flatMap(({ channel, records }) =>
			records.filter((record) => inScope(record, settings)).map((record) => ({ channel, id: String(record.id), record })),
		);
		const latest = matches.sort((a, b) => String(b.record.updatedAt).localeCompare(String(a.record.updatedAt)))[0];
		if (!latest) {
			const channels = settings.channels.map((channel) => CHANNELS[channel].displayName).join(', ');
			throw new NodeOperationError(context.getNode(), `No ${settings.event.noun} matches this trigger right now.`, {
				description: `Looked at ${channels}${settings.templateId || settings.folderId || settings.tagIds.length ? ' with the chosen template, workspace or folder and tags' : ''}. Make a change in the service that fits, or widen the scope, and fetch again.`,
			});
		}
		return [(await eventItems(client, requests, settings, [latest], seenAt)).items];
	}

	const staticData = context.getWorkflowStaticData('node');
	const previous = readState(staticData);
	const revision = revisionOf(staticData);
	const snapshot = await takeSnapshot(client, requests, settings);
	const { events, next } = detectChanges(previous, snapshot, settings);
	const { items, deferred } = await eventItems(client, requests, settings, events, seenAt);
	// Another poll of this trigger that overlapped this one saved first: its result stands, and
	// emitting this one's would repeat its events.
	if (revisionOf(staticData) !== revision) return null;
	deferEvents(next, deferred);
	writeState(staticData, next);
	return items.length > 0 ? [items] : null;
}
