import type { IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { getApiVersion } from '../../shared/transport/apiVersion';
import { gettextMediaType } from '../../shared/versions';
import { wantsPotFile } from './wantsPotFile';

/**
 * Pre-send for Localization Key Get Many: asks for the gettext form instead of JSON (the credential
 * keeps an Accept header the request already has) and takes the answer as raw bytes, so the POT
 * file reaches the user exactly as the service wrote it.
 */
export async function requestPotFile(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	if (!wantsPotFile(this)) return requestOptions;
	return {
		...requestOptions,
		headers: { ...requestOptions.headers, Accept: gettextMediaType(await getApiVersion(this)) },
		json: false,
		encoding: 'arraybuffer',
	};
}
