import type { ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { requireFeatureFor } from '../../helpers/requireFeature';
import { type ListPage, isListPage } from '../../routing/records';
import { getApiVersion } from '../../transport/apiVersion';
import { serviceRequest } from '../../transport/serviceRequest';

/** Enough for any real account (1,000 workspaces); beyond, ids can still be given by expression. */
const MAX_PAGES = 40;

/** The account's workspaces for a multi-select, read page after page from the cursor-paged list. */
export async function getWorkspaces(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	requireFeatureFor(this, await getApiVersion(this), 'workspaces');
	const options: INodePropertyOptions[] = [];
	let cursor: string | undefined;
	for (let page = 0; page < MAX_PAGES; page++) {
		const response = await serviceRequest<ListPage>(this, { path: '/workspaces', qs: cursor ? { cursor } : undefined });
		if (!isListPage(response)) break;
		options.push(
			...response.data.map((workspace) => ({
				name: String(workspace.name ?? workspace.id),
				value: String(workspace.id),
				description: typeof workspace.description === 'string' ? workspace.description : undefined,
			})),
		);
		cursor = response.cursor?.hasMore ? response.cursor.next : undefined;
		if (cursor === undefined) break;
	}
	return options.sort((a, b) => a.name.localeCompare(b.name));
}
