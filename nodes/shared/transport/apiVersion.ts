import type { FunctionsBase } from 'n8n-workflow';

import { CREDENTIAL_NAME } from '../credential';
import { type ApiVersion, LATEST_VERSION, isApiVersion } from '../versions';

export interface ServiceConnection {
	apiVersion: ApiVersion;
	/** The base URL without trailing slashes: "https://x/" and "https://x" both work. */
	baseUrl: string;
}

export async function getConnection(context: Pick<FunctionsBase, 'getCredentials'>): Promise<ServiceConnection> {
	const credentials = await context.getCredentials<{ apiVersion?: string; baseUrl?: string }>(
		CREDENTIAL_NAME,
	);
	return {
		apiVersion: isApiVersion(credentials.apiVersion) ? credentials.apiVersion : LATEST_VERSION,
		baseUrl: String(credentials.baseUrl ?? '').replace(/\/+$/, ''),
	};
}

export async function getApiVersion(context: Pick<FunctionsBase, 'getCredentials'>): Promise<ApiVersion> {
	return (await getConnection(context)).apiVersion;
}
