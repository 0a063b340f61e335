import type { IDataObject } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { type ListPage, nextCursor } from '../../shared/transport/listPages';
import type { FailureContext } from '../../shared/transport/failureContext';
import { failureOf } from '../../shared/transport/serviceError';
import type { PollClient } from './pollClient';
import type { PollRequests } from './pollRequests';
import type { TriggerSettings } from './readSettings';

/** The list a channel's events are found in, and the filter the service applies to it. */
export interface WatchedList {
	path: string;
	filters: IDataObject;
	/** The filter in words ('' for none), saved with the state: a state read under another filter may lack records this list returns. */
	scope: string;
	/** The channel, and the watched template the service filters by: an error of the list names them. */
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
		failureContext: { channel: CHANNELS[channel].displayName, ...(filtered ? { ids: { templateId: String(filters.templateId) } } : {}) },
	};
}

/** The service refused a cursor it handed out (it may not keep them for ever): the walk starts over. */
const refusedCursor = (error: unknown) => {
	const failure = failureOf(error)?.failure;
	return failure?.status === 400 && failure.body?.parameter === 'cursor';
};

/**
 * Reads a list page by page from `from` (the cursor an earlier poll stopped at, '' for the start)
 * while the poll has requests and time for another page, and hands each page to `onPage` before
 * asking for the next. Says whether the list ended, or the poll's requests or time ran out first.
 */
export async function walkList(
	client: PollClient,
	requests: PollRequests,
	list: WatchedList,
	from: string,
	onPage: (page: ListPage) => Promise<void>,
): Promise<'ended' | 'cut'> {
	let pages = client.pages(list, from);
	let first = true;
	for (;;) {
		const next = await requests
			.whileAllowed(async () => await pages.next())
			.catch(async (error: unknown) => {
				if (!first || from === '' || !refusedCursor(error)) throw error;
				pages = client.pages(list, '');
				return await requests.whileAllowed(async () => await pages.next());
			});
		first = false;
		if (next === undefined) return 'cut';
		if (next.done) return 'ended';
		await onPage(next.value);
		if (!nextCursor(next.value)) return 'ended';
	}
}
