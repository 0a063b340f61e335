import type {
	ICredentialTestFunction,
	ICredentialTestFunctions,
	IDataObject,
	INodeCredentialTestResult,
} from 'n8n-workflow';

import { isListPage } from '../routing/records';
import { explainConnectionFailure } from '../transport/connectionFailure';
import { readFailure } from '../transport/failure';
import { describeFailure } from '../transport/serviceError';
import { firstVersionWith, jsonMediaType } from '../versions';

/** How long the credential dialog waits for the service to answer. */
const TIMEOUT_MS = 10_000;

interface FullResponse {
	statusCode: number;
	body: unknown;
}

function failed({ message, description }: { message: string; description?: string }): INodeCredentialTestResult {
	// The dialog shows one text: the headline, then the advice, as sentences.
	return { status: 'Error', message: [message, description?.replace(/\n/g, ' ')].filter(Boolean).join(' ') };
}

/** The scheme, host and port of a Base URL, or undefined when it is not an http(s) address. */
function originOf(baseUrl: string): string | undefined {
	try {
		const url = new URL(baseUrl);
		return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
	} catch {
		// Not a URL at all: reported as such by the caller.
		return undefined;
	}
}

/**
 * The credential dialog's test, which n8n runs after saving: reads the workspaces list to prove
 * the key, under the first version that has it (so any version the credential names passes), and
 * words every failure as the nodes do, the address and the fix included. A function rather than a
 * declarative `test` request: for those n8n shows a bare network code ("ECONNREFUSED").
 */
export function createCredentialTest(timeoutMs = TIMEOUT_MS): ICredentialTestFunction {
	return async function (this: ICredentialTestFunctions, credential): Promise<INodeCredentialTestResult> {
		const data: IDataObject = credential.data ?? {};
		const baseUrl = String(data.baseUrl ?? '').trim().replace(/\/+$/, '');
		const address = originOf(baseUrl);
		if (!address) {
			const { message, fix } = explainConnectionFailure('ERR_INVALID_URL', undefined);
			return failed({ message, description: fix });
		}
		// n8n's credential test context has no httpRequest helper, only the older `request` (which the
		// community lint flags as deprecated wherever httpRequest exists).
		const { request } = this.helpers;
		let response: FullResponse;
		try {
			response = (await request({
				method: 'GET',
				uri: `${baseUrl}/workspaces`,
				headers: {
					Authorization: `Bearer ${String(data.apiKey ?? '')}`,
					Accept: jsonMediaType(firstVersionWith('workspaces')),
				},
				json: true,
				timeout: timeoutMs,
				// Every answer comes back as it is; only a request that got none throws.
				simple: false,
				resolveWithFullResponse: true,
			})) as FullResponse;
		} catch (error) {
			const failure = readFailure(error);
			if (failure.networkCode === undefined) {
				return failed({
					message: `The test request to ${address} could not be sent.`,
					description: error instanceof Error ? error.message.replace(/\.?$/, '.') : undefined,
				});
			}
			return failed(describeFailure({ ...failure, address: failure.address ?? address }));
		}
		const { statusCode, body } = response;
		if (statusCode >= 200 && statusCode < 300) {
			if (isListPage(body)) return { status: 'OK', message: 'The service accepted the API key.' };
			return failed({
				message: `${address} answered, but not like the Message Template Service.`,
				description: 'Check the Base URL, including any path after the host: it should be the address your account\'s API documentation gives.',
			});
		}
		return failed(describeFailure(readFailure({ response: { status: statusCode, body } })));
	};
}

/** The test the nodes name with `testedBy`. */
export const messageTemplateServiceApiTest = createCredentialTest();
