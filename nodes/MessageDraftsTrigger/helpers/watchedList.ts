import type { IDataObject } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import type { FailureContext } from '../../shared/transport/failureContext';
import type { TriggerSettings } from './readSettings';

export interface WatchedList {
	path: string;
	filters: IDataObject;
	// Saved with the state: a state read under another filter may lack records this list returns.
	scope: string;
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
