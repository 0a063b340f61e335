import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/helpers/checkId';

/**
 * The Workspace filter of Get Many: an empty one is dropped rather than sent (the service would
 * match no tag), and an id of the wrong shape from an expression stops with the field's name.
 */
export async function checkWorkspaceFilter(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const workspaceId = this.getNodeParameter('filters.workspaceId', '', { extractValue: true });
	if (isBlank(workspaceId)) {
		const qs = { ...requestOptions.qs };
		delete qs.workspaceId;
		return { ...requestOptions, qs };
	}
	checkId(this, 'workspaceId', workspaceId, {
		fix: 'Pick the workspace from the list in the Workspace filter, or use an id copied from the service.',
	});
	return requestOptions;
}
