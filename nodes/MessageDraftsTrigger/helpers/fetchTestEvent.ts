import type { IDataObject, INodeExecutionData } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CHANNELS } from '../../shared/channels';
import { inScope } from './detectEvents';
import { type DetectedEvent, eventItems } from './eventItems';
import type { PollClient } from './pollClient';
import type { TriggerSettings } from './readSettings';
import { watchedList } from './watchedList';

// Neither reads nor changes the saved state.
export async function fetchTestEvent(
	client: PollClient,
	settings: TriggerSettings,
): Promise<INodeExecutionData[][]> {
	const matches = settings.channels.map((): IDataObject[] => []);
	const walks = await client.all(
		settings.channels.map(
			(channel, index) => async () =>
				await client.walk(watchedList(settings, channel), '', async (records) => {
					matches[index].push(
						...records.filter(
							(record) => settings.event.watches(record) && inScope(record, settings),
						),
					);
				}),
		),
	);
	// Ties keep the order of the channels and of each list.
	let latest: (DetectedEvent & { record: IDataObject }) | undefined;
	settings.channels.forEach((channel, index) => {
		for (const record of matches[index]) {
			if (!latest || settings.event.changedAt(record) > settings.event.changedAt(latest.record))
				latest = { channel, id: String(record.id), record };
		}
	});
	if (latest)
		return [(await eventItems(client, settings, [latest])).emitted.map(({ item }) => item)];
	const channels = settings.channels.map((channel) => CHANNELS[channel].displayName).join(', ');
	const scoped =
		settings.templateId || settings.folderId || settings.tagIds.length
			? ' with the chosen template, workspace or folder and tags'
			: '';
	const partly = walks.includes('cut') ? ' (as far as one poll reads: the lists are longer)' : '';
	throw new NodeOperationError(
		client.node,
		`No ${settings.event.noun} matches this trigger right now.`,
		{
			description:
				`Looked at ${channels}${scoped}${partly}. Make a change in the service that fits, or ` +
				'widen the scope, and fetch again.',
		},
	);
}
