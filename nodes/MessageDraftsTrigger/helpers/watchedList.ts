import type { IDataObject } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import type { FailureContext } from '../../shared/transport/failureContext';
import type { TriggerSettings } from './readSettings';

/** The list a channel's events are found in, and the filter the service applies to it. */
export interface WatchedList {
	path: string;
	filters: IDataObject;
	/**
	 * The filter in words ('' for none), saved with the state: a state read under another filter may
	 * lack records this list returns.
	 */
	scope: string;
	/**
	 * The channel, and the watched template the service filters by: an error of the list names them.
	 */
	failureContext: FailureContext;
}

export function watchedList(settings: TriggerSettings, channel: ChannelName): WatchedList {
	const { event, version, templateId } = settings;
	const filters = event.serverFilters(version, templateId);
	const filtered = typeof filters.templateId === 'string';
	return {
		path: `${CHANNELS[channel].pathPrefix}${event.listPath}`,
		filters,
		scope: filtered ? `templateId=${filters.templateId}` : '',
		failureContext: {
			channel: CHANNELS[channel].displayName,
			...(filtered ? { ids: { templateId: String(filters.templateId) } } : {}),
		},
	};
}
