import http from 'node:http';
import type net from 'node:net';

/** One request as a local server received it: what a test asserts on (the headers above all). */
export interface ReceivedRequest {
	method: string;
	url: string;
	headers: http.IncomingHttpHeaders;
	body: string;
}

export type LocalHandler = (request: ReceivedRequest, response: http.ServerResponse) => void;

/**
 * A small HTTP server on 127.0.0.1 whose answers each test scripts: a redirect, an error body that
 * echoes the key, a connection dropped after a write, or no answer at all. Every request is kept,
 * headers included, so a test can say what a server received and how many times.
 */
export interface LocalServer {
	/** `http://127.0.0.1:<port>`: every server is its own origin. */
	readonly url: string;
	readonly received: ReceivedRequest[];
	/** How the server answers from now on; by default it answers 404 with an empty JSON body. */
	answer(handler: LocalHandler): void;
	/** Forgets the requests received and the handler. */
	reset(): void;
}

const notFound: LocalHandler = (_request, response) => {
	response.writeHead(404, { 'Content-Type': 'application/json' }).end('{}');
};

/** Starts a server before the file's tests and stops it after; silent ones hold their sockets open until then. */
export function useLocalServer(): LocalServer {
	let handler = notFound;
	const received: ReceivedRequest[] = [];
	const sockets = new Set<net.Socket>();
	const server = http.createServer((request, response) => {
		const chunks: Buffer[] = [];
		request.on('data', (chunk: Buffer) => chunks.push(chunk));
		request.on('end', () => {
			const entry = {
				method: request.method ?? 'GET',
				url: request.url ?? '/',
				headers: request.headers,
				body: Buffer.concat(chunks).toString('utf8'),
			};
			received.push(entry);
			handler(entry, response);
		});
	});
	server.on('connection', (socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	let port = 0;

	beforeAll(async () => {
		await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
		port = (server.address() as net.AddressInfo).port;
	});
	afterAll(async () => {
		for (const socket of sockets) socket.destroy();
		await new Promise<void>((resolve) => server.close(() => resolve()));
	});

	return {
		get url() {
			return `http://127.0.0.1:${port}`;
		},
		received,
		answer(next) {
			handler = next;
		},
		reset() {
			received.length = 0;
			handler = notFound;
		},
	};
}

/** Answers with a JSON body and status, as the service words an error. */
export function json(
	response: http.ServerResponse,
	status: number,
	body: unknown,
	headers: http.OutgoingHttpHeaders = {},
): void {
	response
		.writeHead(status, { 'Content-Type': 'application/json', ...headers })
		.end(JSON.stringify(body));
}
