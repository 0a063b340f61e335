/**
 * A local stand-in for the account's address: the nodes talk to it, it forwards every request to
 * the service and keeps the exchange, so each answer can be checked against the contract exactly as
 * the service sent it. A write is never forwarded unless the run allows writes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Exchange } from '../../sandbox/contract';

export interface Recorded extends Exchange {
	/** Milliseconds from forwarding the request to the end of the answer. */
	ms: number;
	/** The answer's rate-limit headers (`X-RateLimit-*`, `RateLimit*`, `Retry-After`). */
	rateLimit: Record<string, string>;
	/** A write the recorder kept back because the run allows none. */
	refused?: boolean;
	/**
	 * The request never reached the service (refused, no such host, no TLS there): the network
	 * error's code, where it has one. The recorder answered 502 itself.
	 */
	unreached?: { code?: string };
}

export interface Recorder {
	/** The address to give the credential in place of the service's. */
	baseUrl: string;
	/** The exchanges since the last call, and forgets them. */
	take(): Recorded[];
	/** Every exchange since the start, for the request log. */
	readonly all: readonly Recorded[];
	close(): Promise<void>;
}

/** Render reads: its POST changes nothing. */
export function isWrite(method: string, path: string): boolean {
	if (method === 'GET' || method === 'HEAD') return false;
	return !(method === 'POST' && /^(\/[a-z]+)?\/render\//.test(path));
}

const HOP_BY_HOP = new Set([
	'connection',
	'content-encoding',
	'content-length',
	'host',
	'keep-alive',
	'transfer-encoding',
]);
const RATE_LIMIT_HEADER = /^(x-ratelimit-|ratelimit|retry-after$)/i;
const TEXTUAL = /json|text|gettext/i;

export async function startRecorder(options: {
	/** The service's base URL, as the credential holds it. */
	target: string;
	allowWrites: boolean;
}): Promise<Recorder> {
	const target = new URL(options.target);
	const basePath = target.pathname.replace(/\/$/, '');
	const all: Recorded[] = [];
	let fresh: Recorded[] = [];
	const keep = (exchange: Recorded) => {
		all.push(exchange);
		fresh.push(exchange);
	};

	const server = createServer((request, response) => {
		const method = request.method ?? 'GET';
		const url = (request.url ?? '/').slice(basePath.length) || '/';
		forward(request, response, method, url).catch((error: unknown) => {
			const payload = JSON.stringify({
				code: 'server_error',
				message: 'The live check could not reach the service.',
			});
			keep({
				method,
				url,
				accept: header(request.headers.accept),
				status: 502,
				contentType: 'application/json',
				payload,
				ms: 0,
				rateLimit: {},
				unreached: { code: networkCode(error) },
			});
			response.writeHead(502, { 'content-type': 'application/json' });
			response.end(payload);
		});
	});

	async function forward(
		request: IncomingMessage,
		response: ServerResponse,
		method: string,
		url: string,
	): Promise<void> {
		const body = await readAll(request);
		const contentType = header(request.headers['content-type']);
		const exchangeBody = body.length > 0 ? { text: body.toString('utf8'), contentType } : undefined;
		const accept = header(request.headers.accept);
		if (!options.allowWrites && isWrite(method, url.split('?')[0])) {
			const payload = JSON.stringify({
				code: 'unauthorized',
				message:
					'The live check sends no write without --write: ' +
					`${method} ${url.split('?')[0]} was not sent`,
			});
			keep({
				method,
				url,
				accept,
				body: exchangeBody,
				status: 403,
				contentType: 'application/json',
				payload,
				ms: 0,
				rateLimit: {},
				refused: true,
			});
			response.writeHead(403, { 'content-type': 'application/json' });
			response.end(payload);
			return;
		}
		const headers = new Headers();
		for (const [name, value] of Object.entries(request.headers)) {
			if (!HOP_BY_HOP.has(name) && value !== undefined) headers.set(name, header(value) ?? '');
		}
		const started = performance.now();
		const answer = await fetch(`${target.origin}${basePath}${url}`, {
			method,
			headers,
			body: body.length > 0 ? body : undefined,
			redirect: 'manual',
		});
		const payload = Buffer.from(await answer.arrayBuffer());
		const ms = performance.now() - started;
		const rateLimit: Record<string, string> = {};
		const sent: Record<string, string> = {};
		answer.headers.forEach((value, name) => {
			if (RATE_LIMIT_HEADER.test(name)) rateLimit[name] = value;
			if (!HOP_BY_HOP.has(name)) sent[name] = value;
		});
		const answerType = answer.headers.get('content-type') ?? undefined;
		keep({
			method,
			url,
			accept,
			body: exchangeBody,
			status: answer.status,
			contentType: answerType,
			payload:
				TEXTUAL.test(answerType ?? '') || payload.length === 0
					? payload.toString('utf8')
					: undefined,
			ms,
			rateLimit,
		});
		response.writeHead(answer.status, answer.statusText, sent);
		response.end(payload);
	}

	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		baseUrl: `http://127.0.0.1:${port}${basePath}`,
		take() {
			const taken = fresh;
			fresh = [];
			return taken;
		},
		all,
		close: () =>
			new Promise<void>((resolve) => {
				server.closeAllConnections();
				server.close(() => resolve());
			}),
	};
}

async function readAll(request: IncomingMessage): Promise<Buffer> {
	const chunks: Buffer[] = [];
	for await (const chunk of request) chunks.push(chunk as Buffer);
	return Buffer.concat(chunks);
}

/** fetch says only "fetch failed": the code is on its cause (ECONNREFUSED, ENOTFOUND, ERR_SSL_…). */
function networkCode(error: unknown): string | undefined {
	const { cause } = error as { cause?: { code?: unknown } };
	return typeof cause?.code === 'string' ? cause.code : undefined;
}

function header(value: string | string[] | undefined): string | undefined {
	return Array.isArray(value) ? value.join(', ') : value;
}
