import { startSandbox } from '../../sandbox';
import { defaultDocumentPath, type ViolationMatcher } from '../../sandbox/contract';
import type { ApiVersion } from '../../nodes/shared/versions';
import { LATEST_VERSION } from '../../nodes/shared/versions';
import { ContractWatch } from './contractWatch';
import type { ServiceCredentials } from './credentials';

type SandboxOptions = NonNullable<Parameters<typeof startSandbox>[0]>;
type Sandbox = Awaited<ReturnType<typeof startSandbox>>;

export interface UseSandboxOptions extends SandboxOptions {
	/** Violations of the vendor's document that every test of the file provokes on purpose (faults, fuzzing). */
	allowViolations?: ViolationMatcher[];
}

export interface RequestLogEntry {
	method: string;
	path: string;
	query: Record<string, unknown>;
	status: number;
	/** Requests being served when this one came, itself included. */
	concurrent?: number;
}

export interface SandboxHandle {
	readonly url: string;
	readonly apiKey: string;
	credentials(version?: ApiVersion, overrides?: Partial<ServiceCredentials>): ServiceCredentials;
	/** Calls the service directly, to arrange state or check a node's effect. */
	api<T = unknown>(
		method: string,
		path: string,
		options?: { version?: ApiVersion; body?: unknown; headers?: Record<string, string> },
	): Promise<{ status: number; body: T }>;
	/** Requests served since the last clearRequests(), to count what a node sent. */
	requests(): Promise<RequestLogEntry[]>;
	/** The same requests as `METHOD /path` lines, for asserting exactly what was sent. */
	sent(): Promise<string[]>;
	clearRequests(): Promise<void>;
	reset(): Promise<void>;
	/**
	 * Violations of the vendor's document that the current test provokes on purpose. After every
	 * test, any other violation fails it.
	 */
	expectViolations(...matchers: ViolationMatcher[]): void;
}

/**
 * One sandbox for the test file: started before its tests, closed after them. It checks every
 * exchange against the vendor's OpenAPI document, and a test fails on a violation it did not expect.
 */
export function useSandbox({
	allowViolations = [],
	...options
}: UseSandboxOptions = {}): SandboxHandle {
	let sandbox: Sandbox | undefined;
	const watch = new ContractWatch(allowViolations);
	beforeAll(async () => {
		sandbox = await startSandbox({ port: 0, contract: defaultDocumentPath(), ...options });
	});
	afterEach(() => watch.afterTest(sandbox?.contract));
	afterAll(async () => {
		// Requests made after the last test (in other afterAll hooks, say) are checked too.
		try {
			watch.afterHooks(sandbox?.contract);
		} finally {
			await sandbox?.close();
		}
	});
	const running = () => {
		if (!sandbox)
			throw new Error('The sandbox is not running: call useSandbox() at the top of the test file');
		return sandbox;
	};
	const admin = async (method: string, path: string) =>
		await fetch(`${running().url}${path}`, {
			method,
			headers: { Authorization: `Bearer ${running().apiKey}` },
		});

	return {
		get url() {
			return running().url;
		},
		get apiKey() {
			return running().apiKey;
		},
		credentials: (version = LATEST_VERSION, overrides = {}) => ({
			apiKey: running().apiKey,
			apiVersion: version,
			baseUrl: running().url,
			...overrides,
		}),
		async api<T>(
			method: string,
			path: string,
			{
				version = LATEST_VERSION,
				body,
				headers = {},
			}: { version?: ApiVersion; body?: unknown; headers?: Record<string, string> } = {},
		) {
			const isText = typeof body === 'string';
			const response = await fetch(`${running().url}${path}`, {
				method,
				headers: {
					Authorization: `Bearer ${running().apiKey}`,
					Accept: `application/vnd.service.${version}+json`,
					...(body === undefined
						? {}
						: { 'Content-Type': isText ? 'text/plain' : 'application/json' }),
					...headers,
				},
				body: body === undefined ? undefined : isText ? body : JSON.stringify(body),
			});
			const text = await response.text();
			let parsed: unknown = text;
			try {
				parsed = text ? JSON.parse(text) : undefined;
			} catch {
				// Not JSON (a POT file, say): the text itself is the body.
			}
			return { status: response.status, body: parsed as T };
		},
		async requests() {
			const response = await admin('GET', '/_sandbox/requests');
			return (await response.json()) as RequestLogEntry[];
		},
		async sent() {
			return (await this.requests()).map(({ method, path }) => `${method} ${path}`);
		},
		async clearRequests() {
			await admin('DELETE', '/_sandbox/requests');
		},
		async reset() {
			await admin('POST', '/_sandbox/reset');
		},
		expectViolations(...matchers) {
			watch.expect(...matchers);
		},
	};
}
