import { type AddressInfo, type Socket, connect, createServer } from 'node:net';

/**
 * Sees each request's first line (`GET /drafts?cursor=… HTTP/1.1`) before it reaches the sandbox:
 * may act meanwhile (archive a draft, hold the request back), then returns a raw HTTP answer to
 * give instead of the sandbox's, or nothing to let the request through.
 */
export type RequestHook = (requestLine: string) => Promise<string | undefined> | string | undefined;

/** A whole HTTP answer for the proxy to give in place of the sandbox's; the connection closes after it. */
export function rawAnswer(
	status: string,
	headers: string[] = [],
	body: object = { code: 'failure', message: 'Answered by the test' },
): string {
	const text = JSON.stringify(body);
	return [
		`HTTP/1.1 ${status}`,
		'Content-Type: application/json',
		`Content-Length: ${Buffer.byteLength(text)}`,
		...headers,
		'Connection: close',
		'',
		text,
	].join('\r\n');
}

export interface FlakyProxy {
	url: string;
	/** Decides, for each request from now on (numbered from 1), whether its connection is cut. */
	dropWhen(rule: (request: number) => boolean): void;
	/** Runs the hook on every request from now on. */
	intercept(hook: RequestHook): void;
	/** Let everything through again. */
	heal(): void;
	/** Connections cut so far. */
	readonly dropped: number;
	close(): Promise<void>;
}

/**
 * A TCP relay in front of the sandbox that can cut connections mid-request, as a flaky network
 * does; the sandbox's own faults answer with a status, this one answers with nothing at all.
 */
export async function startFlakyProxy(targetUrl: string): Promise<FlakyProxy> {
	const target = new URL(targetUrl);
	let rule: (request: number) => boolean = () => false;
	let hook: RequestHook = () => undefined;
	let counted = 0;
	let dropped = 0;
	const sockets = new Set<Socket>();
	const server = createServer((client) => {
		const upstream = connect(Number(target.port), target.hostname);
		sockets.add(client).add(upstream);
		const close = () => {
			client.destroy();
			upstream.destroy();
			sockets.delete(client);
			sockets.delete(upstream);
		};
		// Chunks go upstream in order, each after the hook of the request it starts has finished.
		let queue = Promise.resolve();
		client.on('data', (chunk: Buffer) => {
			queue = queue.then(async () => {
				// Every request starts with its method; a body arriving in a later chunk is not counted.
				if (/^(GET|POST|PUT|PATCH|DELETE) /.test(chunk.toString('latin1', 0, 8))) {
					if (rule(++counted)) {
						dropped++;
						close();
						return;
					}
					const answer = await hook(chunk.toString('latin1').split('\r\n')[0]);
					if (answer !== undefined) {
						// The connection closes after the answer; its close ends the upstream one too.
						client.end(answer);
						return;
					}
				}
				upstream.write(chunk);
			});
		});
		upstream.on('data', (chunk: Buffer) => client.write(chunk));
		client.on('close', close).on('error', close);
		upstream.on('close', close).on('error', close);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		dropWhen(next) {
			counted = 0;
			rule = next;
		},
		intercept(next) {
			hook = next;
		},
		heal() {
			rule = () => false;
			hook = () => undefined;
		},
		get dropped() {
			return dropped;
		},
		async close() {
			for (const socket of sockets) socket.destroy();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/**
 * Holds every request through the proxy from now on, each until `release` is called (`heal()` lets
 * later ones through): a request kept under way while others run.
 */
export function holdRequests(proxy: Pick<FlakyProxy, 'intercept'>) {
	let release: () => void = () => {};
	const released = new Promise<void>((resolve) => (release = resolve));
	let reached: () => void = () => {};
	/** Settles once the proxy holds a request. */
	const first = new Promise<void>((resolve) => (reached = resolve));
	proxy.intercept(async () => {
		reached();
		await released;
		return undefined;
	});
	return { first, release };
}
