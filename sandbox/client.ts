/** Where a client finds the sandbox: its address and the key n8n's credential holds. */
import { jsonMediaType, LATEST_VERSION } from '../nodes/shared/versions';

export interface SandboxAddress {
	url: string;
	apiKey: string;
}

/** Calls the sandbox as a client of the service would, with the API version the credential uses. */
export async function callSandbox<T = unknown>(
	{ url, apiKey }: SandboxAddress,
	method: string,
	path: string,
	body?: unknown,
): Promise<T> {
	const response = await fetch(`${url}${path}`, {
		method,
		headers: {
			authorization: `Bearer ${apiKey}`,
			accept: jsonMediaType(LATEST_VERSION),
			...(body === undefined ? {} : { 'content-type': 'application/json' }),
		},
		body: body === undefined ? undefined : JSON.stringify(body),
	});
	const text = await response.text();
	if (!response.ok)
		throw new Error(`sandbox ${method} ${path} answered ${response.status}: ${text}`);
	return (text ? JSON.parse(text) : undefined) as T;
}
