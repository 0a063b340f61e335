/** A thin fetch client for sandbox tests: one version per call, the key sent as the service wants. */
import { LATEST_VERSION } from '../../nodes/shared/versions';
import { defaultDocumentPath, type ViolationMatcher } from '../../sandbox/contract';
import { type RunningSandbox, type SandboxOptions, startSandbox } from '../../sandbox/index';
import { ContractWatch } from '../harness/contractWatch';

/** The sandboxes of the running test file that are not closed yet. */
const open = new Set<SandboxClient>();

export interface CallOptions {
	method?: string;
	version?: string;
	/** Overrides the whole Accept header; null sends none. */
	accept?: string | null;
	/** Overrides the key; null sends no Authorization header. */
	key?: string | null;
	/** A JSON body, or a raw string or bytes sent with `contentType`. */
	body?: unknown;
	contentType?: string;
}

export interface Answer {
	status: number;
	headers: Headers;
	text: string;
	/** The parsed JSON body, or undefined when the body is empty or not JSON. */
	json: any;
}

export class SandboxClient {
	/** The sandbox's address and keys; it closes through the client, which checks it first. */
	readonly sandbox: Omit<RunningSandbox, 'close'>;
	private closed = false;

	constructor(
		private readonly running: RunningSandbox,
		private readonly watch: ContractWatch,
	) {
		this.sandbox = running;
	}

	/**
	 * Violations of the vendor's document that the current test provokes on purpose. After every
	 * test, any other violation fails it.
	 */
	expectViolations(...matchers: ViolationMatcher[]): void {
		this.watch.expect(...matchers);
	}

	/** Checks what the contract has not yet been read for, then stops the sandbox. */
	async close(): Promise<void> {
		if (this.closed) return;
		this.closed = true;
		open.delete(this);
		try {
			this.watch.beforeClose(this.running.contract);
		} finally {
			await this.running.close();
		}
	}

	/** Used by the file-wide hooks below. */
	checkAfterTest(): void {
		this.watch.afterTest(this.running.contract);
	}

	checkAfterHooks(): void {
		this.watch.afterHooks(this.running.contract);
	}

	async call(path: string, options: CallOptions = {}): Promise<Answer> {
		const headers: Record<string, string> = {};
		const key = options.key === undefined ? this.sandbox.apiKey : options.key;
		if (key !== null) headers.authorization = `Bearer ${key}`;
		const accept =
			options.accept === undefined
				? `application/vnd.service.${options.version ?? LATEST_VERSION}+json`
				: options.accept;
		if (accept !== null) headers.accept = accept;
		let body: string | Uint8Array | undefined;
		if (options.body !== undefined) {
			const raw =
				(typeof options.body === 'string' || options.body instanceof Uint8Array) &&
				options.contentType !== undefined;
			body = raw ? (options.body as string | Uint8Array) : JSON.stringify(options.body);
			headers['content-type'] = options.contentType ?? 'application/json';
		}
		const response = await fetch(this.sandbox.url + path, {
			method: options.method ?? 'GET',
			headers,
			body,
		});
		const text = await response.text();
		let json: unknown;
		try {
			json = text === '' ? undefined : JSON.parse(text);
		} catch {
			json = undefined;
		}
		return { status: response.status, headers: response.headers, text, json };
	}

	get(path: string, options: CallOptions = {}): Promise<Answer> {
		return this.call(path, options);
	}

	post(path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
		return this.call(path, { ...options, method: 'POST', body });
	}

	put(path: string, body?: unknown, options: CallOptions = {}): Promise<Answer> {
		return this.call(path, { ...options, method: 'PUT', body });
	}

	delete(path: string, options: CallOptions = {}): Promise<Answer> {
		return this.call(path, { ...options, method: 'DELETE' });
	}

	/** Follows cursors to the end; returns every item and the number of pages read. */
	async all(path: string, options: CallOptions = {}): Promise<{ items: any[]; pages: number }> {
		const items: any[] = [];
		let pages = 0;
		let cursor: string | undefined;
		do {
			const separator = path.includes('?') ? '&' : '?';
			const answer = await this.get(
				cursor ? `${path}${separator}cursor=${encodeURIComponent(cursor)}` : path,
				options,
			);
			if (answer.status !== 200)
				throw new Error(`${path} answered ${answer.status}: ${answer.text}`);
			pages += 1;
			items.push(...answer.json.data);
			cursor = answer.json.cursor.hasMore ? answer.json.cursor.next : undefined;
		} while (cursor);
		return { items, pages };
	}

	state(): Promise<string> {
		return this.get('/_sandbox/state', { accept: null }).then((answer) => answer.text);
	}

	reset(): Promise<Answer> {
		return this.post('/_sandbox/reset', undefined, { accept: null });
	}
}

export interface OpenSandboxOptions extends SandboxOptions {
	/** Violations of the vendor's document that every test of the file provokes on purpose (fuzzing). */
	allowViolations?: ViolationMatcher[];
}

/**
 * Starts a sandbox on a free port, checking every exchange against the vendor's OpenAPI document;
 * call the client's `close` when done. A test fails on any violation it does not expect.
 */
export async function openSandbox({
	allowViolations = [],
	...options
}: OpenSandboxOptions = {}): Promise<SandboxClient> {
	const client = new SandboxClient(
		await startSandbox({ port: 0, contract: defaultDocumentPath(), ...options }),
		new ContractWatch(allowViolations),
	);
	open.add(client);
	return client;
}

// Registered as the test file imports this module, so at its top level: openSandbox itself runs in
// hooks and tests, where jest takes no new hooks. Every open sandbox is checked, even if one fails.
afterEach(() => checkEach((client) => client.checkAfterTest()));
afterAll(() => checkEach((client) => client.checkAfterHooks()));

function checkEach(check: (client: SandboxClient) => void): void {
	const failures: unknown[] = [];
	for (const client of open) {
		try {
			check(client);
		} catch (error) {
			failures.push(error);
		}
	}
	if (failures.length === 1) throw failures[0];
	if (failures.length > 1)
		throw new AggregateError(failures, failures.map((failure) => String(failure)).join('\n'));
}

export const TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/;

export function decode(base64: string): string {
	return Buffer.from(base64, 'base64').toString('utf8');
}
