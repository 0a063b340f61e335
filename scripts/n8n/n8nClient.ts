import { randomUUID } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { Owner } from './owner';

export interface N8nCredential {
	id: string;
	name: string;
	type: string;
}

export interface N8nWorkflowSummary {
	id: string;
	name: string;
	active: boolean;
}

/**
 * fetch, sent once more when the connection it took from the pool was closed under it: n8n drops
 * idle connections after 5 s, and on a busy machine a request can set out on one in that moment
 * ("other side closed", or a reset where n8n's side had closed first, before any answer). The
 * stages running side by side met it several times a run.
 */
const CLOSED_UNDER_IT: readonly unknown[] = ['UND_ERR_SOCKET', 'ECONNRESET'];

async function fetchN8n(url: string, init?: RequestInit): Promise<Response> {
	try {
		return await fetch(url, init);
	} catch (error) {
		const cause = (error as { cause?: { code?: unknown } }).cause;
		if (!CLOSED_UNDER_IT.includes(cause?.code)) throw error;
		return await fetch(url, init);
	}
}

/**
 * Talks to a running n8n as its owner: the editor's REST API (cookie session, for what the public
 * API lacks, such as credential tests) and the public API (API key, for workflows and executions).
 */
export class N8nClient {
	private cookie = '';

	private apiKey = '';

	// The session cookie is bound to the browser id it was issued with.
	private readonly browserId = randomUUID();

	constructor(readonly url: string) {}

	/** `purpose` labels the public API key, so each caller replaces only its own. */
	static async signIn(url: string, owner: Owner, purpose: string): Promise<N8nClient> {
		const client = new N8nClient(url);
		await client.login(owner);
		// n8n caps labels at 50 characters.
		await client.createApiKey(`message-templates: ${purpose}`.slice(0, 50));
		return client;
	}

	/**
	 * Signs in with a public API key another client of the same owner made. n8n makes one key per
	 * owner per second, so clients that start together share one key rather than each making one.
	 */
	static async signInWithKey(url: string, owner: Owner, apiKey: string): Promise<N8nClient> {
		const client = new N8nClient(url);
		await client.login(owner);
		client.apiKey = apiKey;
		return client;
	}

	/** The public API key this client uses, for signInWithKey in another process. */
	get publicApiKey(): string {
		return this.apiKey;
	}

	private async login(owner: Owner): Promise<void> {
		const response = await fetchN8n(`${this.url}/rest/login`, {
			method: 'POST',
			headers: { 'content-type': 'application/json', 'browser-id': this.browserId },
			body: JSON.stringify({ emailOrLdapLoginId: owner.email, password: owner.password }),
		});
		if (!response.ok)
			throw new Error(
				`Signing in to n8n as ${owner.email} failed: ${response.status} ${await response.text()}`,
			);
		this.cookie = response.headers
			.getSetCookie()
			.map((cookie) => cookie.split(';')[0])
			.join('; ');
	}

	/** A fresh key per session; the old ones of the same label are removed so they do not pile up. */
	private async createApiKey(label: string): Promise<void> {
		type Key = { id: string; label: string };
		// n8n 1.x lists the keys bare, 2.x inside `items`.
		const listed = await this.rest<Key[] | { items: Key[] }>('GET', '/api-keys');
		const existing = Array.isArray(listed) ? listed : listed.items;
		for (const key of existing.filter((candidate) => candidate.label === label)) {
			await this.rest('DELETE', `/api-keys/${key.id}`);
		}
		const scopes = await this.rest<string[]>('GET', '/api-keys/scopes');
		this.apiKey = (await this.newApiKey({ label, scopes, expiresAt: null })).rawApiKey;
	}

	/**
	 * n8n 1.x signs a key with the second it was made: a second key of the same owner in that second
	 * is the same token, which n8n refuses as a duplicate. The next second makes another.
	 */
	private async newApiKey(request: {
		label: string;
		scopes: string[];
		expiresAt: null;
	}): Promise<{ rawApiKey: string }> {
		for (let attempt = 1; ; attempt++) {
			try {
				return await this.rest<{ rawApiKey: string }>('POST', '/api-keys', request);
			} catch (error) {
				if (
					attempt === 5 ||
					!(error as Error).message.includes('There is already an entry with this name')
				)
					throw error;
				await delay(1000);
			}
		}
	}

	/** The editor's REST API; answers are unwrapped from n8n's `{ data }` envelope. */
	async rest<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await fetchN8n(`${this.url}/rest${path}`, {
			method,
			headers: {
				cookie: this.cookie,
				'browser-id': this.browserId,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`n8n ${method} /rest${path} answered ${response.status}: ${text}`);
		return (text ? (JSON.parse(text) as { data: T }).data : undefined) as T;
	}

	/** n8n's public API (`/api/v1`). */
	async api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
		const response = await fetchN8n(`${this.url}/api/v1${path}`, {
			method,
			headers: {
				'x-n8n-api-key': this.apiKey,
				...(body === undefined ? {} : { 'content-type': 'application/json' }),
			},
			body: body === undefined ? undefined : JSON.stringify(body),
		});
		const text = await response.text();
		if (!response.ok)
			throw new Error(`n8n ${method} /api/v1${path} answered ${response.status}: ${text}`);
		return (text ? JSON.parse(text) : undefined) as T;
	}

	/**
	 * The node or credential types the editor is served: what the running instance has loaded. n8n
	 * rewrites the file in place after a package is installed or removed, without waiting for the
	 * write to end: a read in the middle gets part of it, and is made again.
	 */
	async types<T = Array<{ name: string; displayName: string }>>(
		kind: 'nodes' | 'credentials',
	): Promise<T> {
		const giveUpAt = Date.now() + 60_000;
		for (;;) {
			const response = await fetchN8n(`${this.url}/types/${kind}.json`, {
				headers: { cookie: this.cookie, 'browser-id': this.browserId },
			});
			if (!response.ok) throw new Error(`n8n GET /types/${kind}.json answered ${response.status}`);
			const text = await response.text();
			try {
				return JSON.parse(text) as T;
			} catch (error) {
				if (!(error instanceof SyntaxError) || Date.now() > giveUpAt) throw error;
				await delay(500);
			}
		}
	}

	async credentials(): Promise<N8nCredential[]> {
		return await this.rest<N8nCredential[]>('GET', '/credentials');
	}

	async workflows(): Promise<N8nWorkflowSummary[]> {
		const workflows: N8nWorkflowSummary[] = [];
		let cursor: string | undefined;
		do {
			const page = await this.api<{ data: N8nWorkflowSummary[]; nextCursor: string | null }>(
				'GET',
				`/workflows?limit=250${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
			);
			workflows.push(...page.data);
			cursor = page.nextCursor ?? undefined;
		} while (cursor);
		return workflows;
	}
}
