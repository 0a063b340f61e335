import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { itemScope } from '../../shared/routing/itemScope';
import { getConnection } from '../../shared/transport/connection';
import { gettextMediaType } from '../../shared/versions';
import { wantsPotFile } from './wantsPotFile';

// The credential keeps an Accept header the request already has. Raw bytes, so the POT file
// reaches the user exactly as the service wrote it.
export async function requestPotFile(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { version } = itemScope(this);
	if (!wantsPotFile(this)) return requestOptions;
	const { mediaTypeName } = await getConnection(this);
	return {
		...requestOptions,
		headers: { ...requestOptions.headers, Accept: gettextMediaType(version, mediaTypeName) },
		json: false,
		encoding: 'arraybuffer',
	};
}
