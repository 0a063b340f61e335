import type {
	FunctionsBase,
	IDataObject,
	IHttpRequestMethods,
	IHttpRequestOptions,
	IN8nHttpFullResponse,
} from 'n8n-workflow';

import { CREDENTIAL_NAME, getConnection } from './connection';
import { type ExecutionContext, executionEnd } from './executionEnd';
import type { FailureContext } from './failureContext';
import { pacerOf } from './pacing';
import { requestSettings, sendOptions } from './requestSettings';
import { type RetryPolicy, requestPolicy, withRetries } from './retry';

type RequestContext = Pick<FunctionsBase, 'getCredentials' | 'getNode'> &
	ExecutionContext & {
		helpers: {
			httpRequestWithAuthentication(
				this: unknown,
				credentialsType: string,
				requestOptions: IHttpRequestOptions,
			): Promise<unknown>;
		};
	};

export interface ServiceRequest {
	method?: IHttpRequestMethods;
	// Channel prefix included.
	path: string;
	qs?: IDataObject;
	body?: IDataObject | string;
	headers?: IDataObject;
	failureContext?: FailureContext;
	// The trigger reads the service's clock from them.
	observeHeaders?(headers: IDataObject): void;
}

// For requests made in code rather than by the routing engine (pickers, the trigger, folder walks),
// with the same retries and errors as the declared operations.
export async function serviceRequest<T>(
	context: RequestContext,
	request: ServiceRequest,
	policy?: RetryPolicy,
): Promise<T> {
	const { baseUrl, apiKey } = await getConnection(context);
	const method = request.method ?? 'GET';
	const write = method !== 'GET';
	const options: IHttpRequestOptions = {
		method,
		url: `${baseUrl}${request.path}`,
		qs: request.qs,
		body: request.body,
		headers: request.headers,
		json: true,
		// The headers tell the pacer how much of the rate limit is left.
		returnFullResponse: true,
	};
	const node = context.getNode();
	return (await withRetries(
		async (timeoutMs) => {
			const response = (await context.helpers.httpRequestWithAuthentication.call(
				context,
				CREDENTIAL_NAME,
				{
					...options,
					...sendOptions(timeoutMs),
				},
			)) as IN8nHttpFullResponse;
			pacerOf(node).observe(response.headers);
			request.observeHeaders?.(response.headers);
			return response.body;
		},
		{
			node,
			policy: policy ?? requestPolicy(write, requestSettings(context)),
			failureContext: { ...request.failureContext, write, secrets: [apiKey] },
			signal: executionEnd(context),
		},
	)) as T;
}
