import type { FunctionsBase } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import {
	API_VERSIONS,
	type ApiVersion,
	DEFAULT_MEDIA_TYPE_NAME,
	LATEST_VERSION,
	MEDIA_TYPE_NAME,
	isApiVersion,
} from '../versions';
import { checkBaseUrl } from './baseUrl';
import { CONFIGURATION_INVALID } from './failureClass';

export const CREDENTIAL_NAME = 'messageTemplateServiceApi';

export interface ServiceConnection {
	apiVersion: ApiVersion;
	// "https://x/" and "https://x" both work.
	baseUrl: string;
	// Only to take it out of what the service says back (see redact.ts); never shown.
	apiKey: string;
	// The vendor name in the media types: `application/vnd.<name>.<version>+json`.
	mediaTypeName: string;
}

/** The credential's Media Type Name, or the fix for one that cannot stand in a media type. */
export function checkMediaTypeName(
	value: unknown,
): { ok: true; name: string } | { ok: false; message: string; fix: string } {
	const name = String(value ?? '').trim() || DEFAULT_MEDIA_TYPE_NAME;
	if (MEDIA_TYPE_NAME.test(name)) return { ok: true, name };
	return {
		ok: false,
		message: `Media Type Name "${name.slice(0, 64)}" cannot stand in a media type.`,
		fix:
			'Use letters, digits and hyphens only, as in application/vnd.<name>.<version>+json, in ' +
			`the Message Template Service API credential (${DEFAULT_MEDIA_TYPE_NAME} unless your ` +
			'service names another).',
	};
}

type CredentialContext = Pick<FunctionsBase, 'getCredentials' | 'getNode'>;

// A bad Base URL or unknown version stops the node before anything is sent.
export async function getConnection(context: CredentialContext): Promise<ServiceConnection> {
	const credentials = await context.getCredentials<{
		apiVersion?: string;
		baseUrl?: string;
		apiKey?: string;
		mediaTypeName?: string;
	}>(CREDENTIAL_NAME);
	const checked = checkBaseUrl(credentials.baseUrl);
	if (!checked.ok) {
		throw new NodeOperationError(context.getNode(), checked.message, {
			description: checked.fix,
			failure: CONFIGURATION_INVALID,
		});
	}
	const mediaType = checkMediaTypeName(credentials.mediaTypeName);
	if (!mediaType.ok) {
		throw new NodeOperationError(context.getNode(), mediaType.message, {
			description: mediaType.fix,
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
					`Choose one of ${API_VERSIONS.join(', ')} as 'API Version' in the Message Template ` +
					'Service API credential.',
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	return {
		apiVersion: version,
		baseUrl: checked.baseUrl,
		apiKey: String(credentials.apiKey ?? ''),
		mediaTypeName: mediaType.name,
	};
}

export async function getApiVersion(context: CredentialContext): Promise<ApiVersion> {
	return (await getConnection(context)).apiVersion;
}
