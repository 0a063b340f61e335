import type { ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { CHANNELS, CHANNEL_NAMES, type ChannelName, isChannelName } from '../../shared/channels';
import { type ListPage, isListPage } from '../../shared/transport/listPages';
import { getApiVersion } from '../../shared/transport/connection';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import { channelAvailable, parameterAvailable } from '../../shared/versions';

// The pagination token names the channel and its cursor, so scrolling runs through them in turn.
export async function searchChannelTemplates(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const version = await getApiVersion(this);
	const chosen = (this.getCurrentNodeParameter('channels') as unknown[] | undefined) ?? [
		...CHANNEL_NAMES,
	];
	const channels = chosen
		.filter(isChannelName)
		.filter((channel) => channelAvailable(channel, version));
	if (channels.length === 0) return { results: [] };

	const [indexText, cursor] = (paginationToken ?? '0:').split(/:(.*)/s);
	const index = Math.min(Math.max(Number(indexText) || 0, 0), channels.length - 1);
	const channel: ChannelName = channels[index];
	const path = `${CHANNELS[channel].pathPrefix}/templates`;
	const nameFilter =
		filter && parameterAvailable(version, 'GET', path, 'name') ? { name: filter } : {};
	const page = await serviceRequest<ListPage>(this, {
		path,
		qs: { ...nameFilter, ...(cursor ? { cursor } : {}) },
	});
	const records = isListPage(page) ? page.data : [];
	const needle = filter?.toLowerCase();
	const results = records
		.filter(
			(record) =>
				!needle || `${String(record.name)} ${String(record.id)}`.toLowerCase().includes(needle),
		)
		.map((record) => ({
			name: `${String(record.name)} (${CHANNELS[channel].displayName})`,
			value: String(record.id),
		}));
	const next =
		page.cursor?.hasMore && page.cursor.next
			? `${index}:${page.cursor.next}`
			: index + 1 < channels.length
				? `${index + 1}:`
				: undefined;
	return { results, paginationToken: next };
}
