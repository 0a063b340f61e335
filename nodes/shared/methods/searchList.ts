import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../channels';
import { requireEndpointFor } from '../routing/requireFeature';
import { getApiVersion } from '../transport/connection';
import { type ListPage, isListPage } from '../transport/listPages';
import { serviceRequest } from '../transport/serviceRequest';
import { parameterAvailable } from '../versions';

export interface SearchListSpec {
	// Without the channel prefix.
	path: string;
	channelScoped?: boolean;
	qs?: IDataObject;
	// Under a version without this query parameter the page is filtered here.
	serverNameFilter?: string;
	label?: (record: IDataObject) => string;
}

function matches(record: IDataObject, filter: string, label: string) {
	const needle = filter.toLowerCase();
	return label.toLowerCase().includes(needle) || String(record.id).toLowerCase().includes(needle);
}

// The cursor becomes n8n's pagination token, so the picker loads more as the user scrolls.
export async function searchList(
	context: ILoadOptionsFunctions,
	spec: SearchListSpec,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const channel = spec.channelScoped
		? CHANNELS[(context.getCurrentNodeParameter('channel') as ChannelName | undefined) ?? 'email']
		: undefined;
	const version = await getApiVersion(context);
	const list = { method: 'GET', path: `${channel?.pathPrefix ?? ''}${spec.path}` } as const;
	requireEndpointFor(context, version, list);
	const nameFilter = spec.serverNameFilter;
	const serverFilters =
		filter && nameFilter && parameterAvailable(version, list.method, list.path, nameFilter)
			? { [nameFilter]: filter }
			: {};
	const page = await serviceRequest<ListPage>(context, {
		path: list.path,
		qs: { ...spec.qs, ...serverFilters, ...(paginationToken ? { cursor: paginationToken } : {}) },
	});
	const records = isListPage(page) ? page.data : [];
	const label = spec.label ?? ((record: IDataObject) => String(record.name ?? record.id));
	return {
		results: records
			.filter((record) => !filter || matches(record, filter, label(record)))
			.map((record) => ({ name: label(record), value: String(record.id) })),
		paginationToken: page.cursor?.hasMore ? page.cursor.next : undefined,
	};
}

/** A listSearch method that lists one resource as `spec` describes it. */
export function listSearchOf(spec: SearchListSpec) {
	return async function (
		this: ILoadOptionsFunctions,
		filter?: string,
		paginationToken?: string,
	): Promise<INodeListSearchResult> {
		return await searchList(this, spec, filter, paginationToken);
	};
}
