import type { FunctionsBase } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { API_VERSIONS, type ApiVersion, LATEST_VERSION, isApiVersion } from '../versions';
import { checkBaseUrl } from './baseUrl';
import { CONFIGURATION_INVALID } from './failureClass';

export const CREDENTIAL_NAME = 'messageTemplateServiceApi';

export interface ServiceConnection {
	apiVersion: ApiVersion;
	// "https://x/" and "https://x" both work.
	baseUrl: string;
	// Only to take it out of what the service says back (see redact.ts); never shown.
	apiKey: string;
}

type CredentialContext = Pick<FunctionsBase, 'getCredentials' | 'getNode'>;

// A bad Base URL or unknown version stops the node before anything is sent.
export async function getConnection(context: CredentialContext): Promise<ServiceConnection> {
	const credentials = await context.getCredentials<{
		apiVersion?: string;
		baseUrl?: string;
		apiKey?: string;
	}>(CREDENTIAL_NAME);
	const checked = checkBaseUrl(credentials.baseUrl);
	if (!checked.ok) {
		throw new NodeOperationError(context.getNode(), checked.message, {
			description: checked.fix,
			failure: CONFIGURATION_INVALID,
		});
	}
	const version = credentials.apiVersion || LATEST_VERSION;
	if (!isApiVersion(version)) {
		throw new NodeOperationError(
			context.getNode(),
			`API version ${version} is not one this package knows.`,
			{
				description:
					`Choose one of ${API_VERSIONS.join(', ')} as API Version in the Message Template ` +
					'Service API credential.',
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	return {
		apiVersion: version,
		baseUrl: checked.baseUrl,
		apiKey: String(credentials.apiKey ?? ''),
	};
}

export async function getApiVersion(context: CredentialContext): Promise<ApiVersion> {
	return (await getConnection(context)).apiVersion;
}
