/**
 * Wires the checker into the Fastify app: the request body is copied as Fastify reads it, and each
 * answer is checked with its request when it is sent. `/_sandbox/*` paths are outside the contract.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Transform } from 'node:stream';
import type { ContractChecker, Exchange } from './checker';

/** Bodies beyond the sandbox's 1 MiB limit are refused anyway; no need to copy more. */
const COPY_LIMIT = 1024 * 1024 + 1;

interface BodyCopy {
	chunks: Buffer[];
	size: number;
	complete: boolean;
}

export function registerContract(app: FastifyInstance, checker: ContractChecker | undefined): void {
	if (!checker) return;
	const copies = new WeakMap<FastifyRequest, BodyCopy>();

	app.addHook('preParsing', async (request, _reply, payload) => {
		if (isAdmin(request)) return payload;
		const copy: BodyCopy = { chunks: [], size: 0, complete: false };
		copies.set(request, copy);
		const tee = new Transform({
			transform(chunk: Buffer, _encoding, done) {
				if (copy.size < COPY_LIMIT) copy.chunks.push(chunk);
				copy.size += chunk.length;
				// Fastify compares this with Content-Length, as it would the original stream's.
				(this as Transform & { receivedEncodedLength?: number }).receivedEncodedLength = copy.size;
				done(null, chunk);
			},
			flush(done) {
				copy.complete = true;
				done();
			},
		});
		payload.on('error', (error) => tee.destroy(error));
		return payload.pipe(tee);
	});

	app.addHook('onSend', async (request, reply, payload) => {
		if (isAdmin(request)) return payload;
		checker.check({
			...requestPart(request, bodyOf(request, copies.get(request))),
			status: reply.statusCode,
			contentType: headerText(reply.getHeader('content-type')),
			payload: payloadText(payload),
		});
		return payload;
	});
}

/** Requests that Fastify refuses before any route or hook (an undecodable URL): checked here. */
export function checkFrameworkReply(
	checker: ContractChecker | undefined,
	request: FastifyRequest,
	status: number,
	body: unknown,
): void {
	if (!checker || isAdmin(request)) return;
	checker.check({
		...requestPart(request, undefined),
		status,
		contentType: 'application/json; charset=utf-8',
		payload: JSON.stringify(body),
	});
}

function requestPart(
	request: FastifyRequest,
	body: Exchange['body'],
): Pick<Exchange, 'method' | 'url' | 'accept' | 'body'> {
	return {
		method: request.method,
		url: request.url,
		accept: headerText(request.headers.accept),
		body,
	};
}

/**
 * The body as received once Fastify has read it; a request without a body has an empty one, and
 * one refused before it was read (an unknown media type, too large) has its media type only.
 */
function bodyOf(request: FastifyRequest, copy: BodyCopy | undefined): Exchange['body'] {
	if (!copy) return undefined;
	const contentType = headerText(request.headers['content-type']);
	const length = request.headers['content-length'];
	const announced =
		(length !== undefined && length !== '0') || request.headers['transfer-encoding'] !== undefined;
	if (!announced) return { text: '', contentType };
	if (!copy.complete || copy.size >= COPY_LIMIT) return { text: undefined, contentType };
	return { text: Buffer.concat(copy.chunks).toString('utf8'), contentType };
}

function isAdmin(request: FastifyRequest): boolean {
	return (
		request.url === '/_sandbox' ||
		request.url.startsWith('/_sandbox/') ||
		request.url.startsWith('/_sandbox?')
	);
}

function headerText(value: unknown): string | undefined {
	if (value === undefined) return undefined;
	return Array.isArray(value) ? value.join(', ') : String(value);
}

function payloadText(payload: unknown): string | undefined {
	if (payload === null || payload === undefined) return '';
	if (typeof payload === 'string') return payload;
	if (Buffer.isBuffer(payload)) return payload.toString('utf8');
	return undefined;
}
