import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { requireEndpointFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { listPages } from '../../shared/transport/listPages';
import { serviceRequest } from '../../shared/transport/serviceRequest';

// 1,000 workspaces; beyond, ids can still be given by expression.
const MAX_PAGES = 40;

export async function getWorkspaces(this: ILoadOptionsFunctions): Promise<INodePropertyOptions[]> {
	requireEndpointFor(this, await getApiVersion(this), { method: 'GET', path: '/workspaces' });
	const options: INodePropertyOptions[] = [];
	let pages = 0;
	const readPage = async (qs: IDataObject) =>
		await serviceRequest(this, { path: '/workspaces', qs });
	for await (const page of listPages(this.getNode(), '/workspaces', readPage)) {
		options.push(
			...page.data.map((workspace) => ({
				name: String(workspace.name ?? workspace.id),
				value: String(workspace.id),
				description: typeof workspace.description === 'string' ? workspace.description : undefined,
			})),
		);
		if (++pages >= MAX_PAGES) break;
	}
	return options.sort((a, b) => a.name.localeCompare(b.name));
}
