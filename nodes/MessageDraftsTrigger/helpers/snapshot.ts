import type { IDataObject } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import type { PollClient } from './pollClient';
import type { PollRequests } from './pollRequests';
import type { TriggerSettings } from './readSettings';

export interface ChannelSnapshot {
	channel: ChannelName;
	/**
	 * The filter the service applied to this channel's list ('' for none). Saved with the state:
	 * a state read under another filter may lack records that this list returns.
	 */
	scope: string;
	/** The records in the watched state, in list order (oldest first). */
	records: IDataObject[];
}

/**
 * Reads the watched list of every selected channel, a few channels side by side. A failure stops
 * the other channels before their next page instead of spending more of the account's rate limit
 * on a result that is thrown away. The snapshot keeps the order of the selected channels.
 */
export async function takeSnapshot(client: PollClient, requests: PollRequests, settings: TriggerSettings): Promise<ChannelSnapshot[]> {
	const { event, version, templateId } = settings;
	const filters = event.serverFilters(version, templateId);
	const scope = typeof filters.templateId === 'string' ? `templateId=${filters.templateId}` : '';
	return await requests.all(
		settings.channels.map((channel) => async () => {
			const records = await client.list(`${CHANNELS[channel].pathPrefix}${event.listPath}`, filters);
			return { channel, scope, records: records.filter((record) => event.watches(record)) };
		}),
	);
}
