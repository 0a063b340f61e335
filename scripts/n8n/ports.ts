import { createServer } from 'node:net';

/** A port that was free on 127.0.0.1 a moment ago, chosen by the kernel. */
export function freePort(): Promise<number> {
	return new Promise((resolvePort, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(0, '127.0.0.1', () => {
			const address = server.address();
			server.close(() => {
				if (address && typeof address === 'object') resolvePort(address.port);
				else reject(new Error('The kernel gave no port'));
			});
		});
	});
}

/** Fails clearly when a fixed port (the sandbox's 4010, n8n's 5678) is held by something else. */
export function assertPortFree(port: number, what: string): Promise<void> {
	return new Promise((resolveCheck, reject) => {
		const server = createServer();
		server.once('error', () =>
			reject(
				new Error(
					`Port ${port} on 127.0.0.1 is in use, so ${what} cannot start there. Stop whatever holds it and try again.`,
				),
			),
		);
		server.listen(port, '127.0.0.1', () => server.close(() => resolveCheck()));
	});
}
