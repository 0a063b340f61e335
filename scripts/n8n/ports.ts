import { createSocket, type Socket } from 'node:dgram';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';

/**
 * The first of the kernel's ephemeral ports, the range where it picks a port for every `listen(0)`
 * and every outgoing connection on the machine. A port chosen there and handed to a process that
 * binds it later (n8n boots for seconds, and a restart frees the port for as long as n8n is down)
 * can be taken by anyone in between: it once was, and n8n's task broker failed to start again.
 */
export function firstEphemeralPort(): number {
	try {
		const [first] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
			.trim()
			.split(/\s+/)
			.map(Number);
		if (first > 1024) return first;
	} catch {
		// Not Linux: the range IANA sets aside, which macOS and Windows use.
	}
	return 49152;
}

// Wide enough that two picks at random rarely meet, and a meeting only costs another pick.
const SPAN = 12_000;

/** The reservations this process holds, until it ends. */
const held: Socket[] = [];

/**
 * What keeps a port ours while nothing listens on it: a UDP socket bound to the same number. TCP
 * and UDP ports are apart, so the process given the port binds it as usual; every `freePort` on the
 * machine, ours or another test process's, checks the UDP side first and passes the port by.
 * Unreferenced, so it keeps no process alive; the kernel lets it go when the process ends.
 */
function reserve(port: number): Promise<Socket | undefined> {
	return new Promise((resolveReservation) => {
		const socket = createSocket('udp4');
		socket.once('error', () => {
			socket.close();
			resolveReservation(undefined);
		});
		socket.bind(port, '127.0.0.1', () => {
			socket.unref();
			resolveReservation(socket);
		});
	});
}

function listenable(port: number): Promise<boolean> {
	return new Promise((resolveCheck) => {
		const server = createServer();
		server.once('error', () => resolveCheck(false));
		server.listen(port, '127.0.0.1', () => server.close(() => resolveCheck(true)));
	});
}

/**
 * A port on 127.0.0.1 for a process we start (n8n, its task broker, Redis, PostgreSQL), kept for us
 * until this process ends: across a restart of what binds it, and from every other `freePort`. It
 * lies just below the kernel's ephemeral range: the kernel picks no port there on its own.
 */
export async function freePort(): Promise<number> {
	const first = firstEphemeralPort();
	const lowest = Math.max(1024, first - SPAN);
	for (let attempt = 0; attempt < 200; attempt++) {
		const port = lowest + Math.floor(Math.random() * (first - lowest));
		const reservation = await reserve(port);
		if (!reservation) continue;
		if (await listenable(port)) {
			held.push(reservation);
			return port;
		}
		reservation.close();
	}
	throw new Error(
		`No free port between ${lowest} and ${first - 1} on 127.0.0.1 after 200 tries: something holds most of them.`,
	);
}

/** Fails clearly when a fixed port (the sandbox's 4010, n8n's 5678) is held by something else. */
export function assertPortFree(port: number, what: string): Promise<void> {
	return listenable(port).then((free) => {
		if (!free)
			throw new Error(
				`Port ${port} on 127.0.0.1 is in use, so ${what} cannot start there. Stop whatever holds it and try again.`,
			);
	});
}
