import { type RunningSandbox, startSandbox } from '../../../sandbox';
import { defaultDocumentPath, describeViolation } from '../../../sandbox/contract';
import { credentialType } from '../../../scripts/n8n/examples';
import type { N8nClient } from '../../../scripts/n8n/n8nClient';
import { type FlakyProxy, startFlakyProxy } from '../../harness/flakyProxy';
import { callSandbox } from './sandboxApi';

type SandboxOptions = NonNullable<Parameters<typeof startSandbox>[0]>;

/**
 * A service of a test's own: a sandbox (its account, latency or rate limit as the test needs),
 * a proxy in front of it that can answer in its place or drop connections, and an n8n credential
 * that reaches the sandbox through the proxy. The test arranges the service directly, past the
 * proxy: an outage or a slow network is the trigger's alone.
 */
export interface OwnService {
	sandbox: RunningSandbox;
	proxy: FlakyProxy;
	credential: { id: string; name: string };
	call<T = unknown>(method: string, path: string, body?: unknown): Promise<T>;
	/** Requests the sandbox served since the last clear. */
	requests(): Promise<
		Array<{ method: string; path: string; query: Record<string, unknown>; status: number }>
	>;
	clearRequests(): Promise<void>;
	/**
	 * The polls of a trigger watching email so far: each starts its walk through the email list from
	 * the top, one read of its first page, while the list fits in one poll (no backlog).
	 */
	polls(): Promise<number>;
	/** Closes both, and fails on any exchange that broke the vendor's document. */
	close(): Promise<void>;
}

export async function ownService(
	client: N8nClient,
	name: string,
	options: SandboxOptions = {},
): Promise<OwnService> {
	const sandbox = await startSandbox({
		port: 0,
		host: '127.0.0.1',
		contract: defaultDocumentPath(),
		...options,
	});
	const proxy = await startFlakyProxy(sandbox.url);
	const address = { url: sandbox.url, apiKey: sandbox.apiKey };
	const credential = await client.api<{ id: string; name: string }>('POST', '/credentials', {
		name,
		type: credentialType,
		data: {
			apiKey: sandbox.apiKey,
			apiVersion: '2026.07',
			baseUrl: proxy.url,
			allowedHttpRequestDomains: 'all',
		},
	});
	const admin = async (method: string, path: string) =>
		await fetch(`${sandbox.url}${path}`, {
			method,
			headers: { Authorization: `Bearer ${sandbox.apiKey}` },
		});
	const requests = async () =>
		(await (await admin('GET', '/_sandbox/requests')).json()) as Awaited<
			ReturnType<OwnService['requests']>
		>;
	return {
		sandbox,
		proxy,
		credential: { id: credential.id, name: credential.name },
		call: async (method, path, body) => await callSandbox(address, method, path, body),
		requests,
		clearRequests: async () => {
			await admin('DELETE', '/_sandbox/requests');
		},
		polls: async () =>
			(await requests()).filter(
				({ method, path, query }) =>
					method === 'GET' && path === '/drafts' && query.cursor === undefined,
			).length,
		async close() {
			const report = sandbox.contract?.report();
			await proxy.close();
			await sandbox.close();
			if (report && report.violations.length > 0) {
				throw new Error(
					`Contract violations between n8n and ${name}:\n${report.violations.map((violation) => `  ${describeViolation(violation)}`).join('\n')}`,
				);
			}
		},
	};
}
