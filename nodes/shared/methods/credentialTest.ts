import type {
	ICredentialTestFunction,
	ICredentialTestFunctions,
	IDataObject,
	INodeCredentialTestResult,
} from 'n8n-workflow';

import { checkBaseUrl } from '../transport/baseUrl';
import { checkMediaTypeName } from '../transport/connection';
import { readFailure } from '../transport/failure';
import { describeFailure } from '../transport/failureWording';
import { isListPage } from '../transport/listPages';
import { redact } from '../transport/redact';
import { EDITOR_SETTINGS } from '../transport/requestSettings';
import { LATEST_VERSION, jsonMediaType } from '../versions';

interface FullResponse {
	statusCode: number;
	headers?: Record<string, unknown>;
	body: unknown;
}

function failed({
	message,
	description,
}: {
	message: string;
	description?: string;
}): INodeCredentialTestResult {
	return {
		status: 'Error',
		message: [message, description?.replace(/\n/g, ' ')].filter(Boolean).join(' '),
	};
}

// A function rather than a declarative `test` request: for those n8n shows a bare network code
// ("ECONNREFUSED"). Reading the templates list proves the key and the version.
export function createCredentialTest(
	timeoutMs = EDITOR_SETTINGS.timeoutMs,
): ICredentialTestFunction {
	return async function (
		this: ICredentialTestFunctions,
		credential,
	): Promise<INodeCredentialTestResult> {
		const data: IDataObject = credential.data ?? {};
		const checked = checkBaseUrl(data.baseUrl);
		if (!checked.ok) return failed({ message: checked.message, description: checked.fix });
		const { baseUrl, origin: address } = checked;
		const apiKey = String(data.apiKey ?? '');
		const apiVersion = String(data.apiVersion || LATEST_VERSION);
		const mediaType = checkMediaTypeName(data.mediaTypeName);
		if (!mediaType.ok) return failed({ message: mediaType.message, description: mediaType.fix });
		const context = {
			secrets: [apiKey],
			settings: { ...EDITOR_SETTINGS, timeoutMs },
			timeoutMs,
			apiVersion,
			mediaType: jsonMediaType(apiVersion, mediaType.name),
		};
		// n8n's credential test context has no httpRequest helper, only the older `request`.
		const { request } = this.helpers;
		let response: FullResponse;
		try {
			response = (await request({
				method: 'GET',
				uri: `${baseUrl}/templates`,
				headers: {
					Authorization: `Bearer ${apiKey}`,
					Accept: jsonMediaType(apiVersion, mediaType.name),
				},
				json: true,
				timeout: timeoutMs,
				// Why: docs/credential.md#the-key-stays-with-the-service
				followRedirect: false,
				followAllRedirects: false,
				sendCredentialsOnCrossOriginRedirect: false,
				// Only a request that got no answer throws.
				simple: false,
				resolveWithFullResponse: true,
			})) as FullResponse;
		} catch (error) {
			const failure = readFailure(error);
			if (failure.networkCode === undefined) {
				return failed({
					message: `The test request to ${address} could not be sent.`,
					description:
						error instanceof Error
							? redact(error.message, [apiKey]).replace(/\.?$/, '.')
							: undefined,
				});
			}
			return failed(describeFailure({ ...failure, address: failure.address ?? address }, context));
		}
		const { statusCode, headers, body } = response;
		if (statusCode >= 200 && statusCode < 300) {
			if (isListPage(body))
				return { status: 'OK', message: 'The service accepted the API key and the API version.' };
			return failed({
				message: `${address} answered, but not like the Message Template Service.`,
				description:
					"Check the 'Base URL', including any path after the host: it should be the address " +
					"your account's API documentation gives.",
			});
		}
		const failure = readFailure({ response: { status: statusCode, headers, body } });
		return failed(
			describeFailure({ ...failure, address, requestUrl: `${baseUrl}/templates` }, context),
		);
	};
}

export const messageTemplateServiceApiTest = createCredentialTest();
