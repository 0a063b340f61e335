import type {
	ICredentialTestFunction,
	ICredentialTestFunctions,
	IDataObject,
	INodeCredentialTestResult,
} from 'n8n-workflow';

import { checkBaseUrl } from '../transport/baseUrl';
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
	// The dialog shows one text: the headline, then the advice, as sentences.
	return {
		status: 'Error',
		message: [message, description?.replace(/\n/g, ' ')].filter(Boolean).join(' '),
	};
}

/**
 * The credential dialog's test, which n8n runs after saving: checks the Base URL, then reads the
 * templates list, which every version has, under the credential's own version, so the key and the
 * version are both proved (a version the service does not know fails). Every failure is worded as
 * the nodes word it, the address and the fix included, with the key taken out. A function rather
 * than a declarative `test` request: for those n8n shows a bare network code ("ECONNREFUSED").
 */
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
		const context = {
			secrets: [apiKey],
			settings: { ...EDITOR_SETTINGS, timeoutMs },
			timeoutMs,
			apiVersion,
		};
		// n8n's credential test context has no httpRequest helper, only the older `request` (which the
		// community lint flags as deprecated wherever httpRequest exists).
		const { request } = this.helpers;
		let response: FullResponse;
		try {
			response = (await request({
				method: 'GET',
				uri: `${baseUrl}/templates`,
				headers: { Authorization: `Bearer ${apiKey}`, Accept: jsonMediaType(apiVersion) },
				json: true,
				timeout: timeoutMs,
				// A redirect is reported, not followed: see sendOptions in requestSettings.ts.
				followRedirect: false,
				followAllRedirects: false,
				sendCredentialsOnCrossOriginRedirect: false,
				// Every answer comes back as it is; only a request that got none throws.
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
					'Check the Base URL, including any path after the host: it should be the address ' +
					"your account's API documentation gives.",
			});
		}
		const failure = readFailure({ response: { status: statusCode, headers, body } });
		return failed(
			describeFailure({ ...failure, address, requestUrl: `${baseUrl}/templates` }, context),
		);
	};
}

/** The test the nodes name with `testedBy`. */
export const messageTemplateServiceApiTest = createCredentialTest();
