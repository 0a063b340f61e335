import http from 'node:http';
import net from 'node:net';

/** Base URLs that fail the four ways a wrong one does, for the nodes and the credential test. */
export interface BadAddresses {
	/** A port on 127.0.0.1 that nothing listens on. */
	refused: string;
	/** A host in the reserved .invalid domain, which never resolves. */
	unresolved: string;
	/** A TCP server that accepts connections and never answers. */
	silent: string;
	/** A plain-HTTP server addressed with https://. */
	notTls: string;
	/** Connections the plain-HTTP server has accepted so far: how many times a client tried it. */
	notTlsConnections(): number;
}

async function listening(server: net.Server): Promise<number> {
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	return (server.address() as net.AddressInfo).port;
}

async function closed(server: net.Server): Promise<void> {
	await new Promise<void>((resolve) => server.close(() => resolve()));
}

/** Starts the servers before the file's tests and stops them after. */
export function useBadAddresses(): BadAddresses {
	const sockets = new Set<net.Socket>();
	const silent = net.createServer((socket) => {
		sockets.add(socket);
		socket.on('close', () => sockets.delete(socket));
	});
	const plain = http.createServer((_request, response) => response.end('plain HTTP'));
	let plainConnections = 0;
	plain.on('connection', () => plainConnections++);
	const ports = { refused: 0, silent: 0, plain: 0 };

	beforeAll(async () => {
		// A port that was just free and is closed again: connections to it are refused.
		const probe = net.createServer();
		ports.refused = await listening(probe);
		await closed(probe);
		ports.silent = await listening(silent);
		ports.plain = await listening(plain);
	});
	afterAll(async () => {
		for (const socket of sockets) socket.destroy();
		plain.closeAllConnections();
		await Promise.all([closed(silent), closed(plain)]);
	});

	return {
		get refused() {
			return `http://127.0.0.1:${ports.refused}`;
		},
		unresolved: 'http://message-templates.invalid',
		get silent() {
			return `http://127.0.0.1:${ports.silent}`;
		},
		get notTls() {
			return `https://127.0.0.1:${ports.plain}`;
		},
		notTlsConnections: () => plainConnections,
	};
}

/**
 * A case for each bad address: what it is, its Base URL, and the headline its failure has for that
 * address; `fixes` gives the advice the caller must show for each.
 */
export const connectionFailures = (
	bad: BadAddresses,
	fixes: Record<'refused' | 'unresolved' | 'silent' | 'notTls', string>,
) => [
	{
		what: 'a refused connection',
		baseUrl: () => bad.refused,
		message: (address: string) => `The connection to ${address} was refused.`,
		fix: fixes.refused,
	},
	{
		what: 'a host that does not resolve',
		baseUrl: () => bad.unresolved,
		message: (address: string) => `The host of ${address} could not be found.`,
		fix: fixes.unresolved,
	},
	{
		what: 'a server that never answers',
		baseUrl: () => bad.silent,
		// Short, since running out is the failure here.
		timeout: 300,
		message: (address: string) => `No answer came from ${address} within 0.3 seconds.`,
		fix: fixes.silent,
	},
	{
		what: 'a plain-HTTP server reached with https://',
		baseUrl: () => bad.notTls,
		message: (address: string) => `A secure connection to ${address} could not be set up.`,
		fix: fixes.notTls,
	},
];
