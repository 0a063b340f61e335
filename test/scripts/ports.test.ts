/**
 * The ports handed to the processes the scripts and tests start (n8n, its task broker, Redis,
 * PostgreSQL) stay theirs while nothing listens on them: while n8n boots, and while it is down for
 * a restart. The kernel never gives them to a `listen(0)` or an outgoing connection, and no other
 * `freePort`, in this process or another, gives them out again.
 */
import { spawn } from 'node:child_process';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { assertPortFree, firstEphemeralPort, freePort } from '../../scripts/n8n/ports';

const root = join(__dirname, '../..');

interface OtherProcess {
	ports: number[];
	/** Lets the process end, and its ports go. */
	end(): Promise<void>;
}

/** `count` ports taken by another process, which holds them until `end`. */
function anotherProcessTakes(count: number): Promise<OtherProcess> {
	const code = `import { freePort } from './scripts/n8n/ports';
(async () => {
	const ports = [];
	for (let i = 0; i < ${count}; i++) ports.push(await freePort());
	process.stdout.write(JSON.stringify(ports) + '\\n');
	process.stdin.resume();
})();`;
	const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), ['--eval', code], { cwd: root });
	const ended = new Promise<void>((resolveEnd) => child.once('exit', () => resolveEnd()));
	return new Promise((resolveProcess, reject) => {
		let output = '';
		let errors = '';
		child.once('error', reject);
		child.stderr.on('data', (chunk: Buffer) => (errors += chunk.toString()));
		child.stdout.on('data', (chunk: Buffer) => {
			output += chunk.toString();
			if (!output.endsWith('\n')) return;
			resolveProcess({
				ports: JSON.parse(output) as number[],
				end: async () => {
					child.stdin.end();
					await ended;
				},
			});
		});
		void ended.then(() => reject(new Error(`The other process ended early:\n${output}${errors}`)));
	});
}

function listen(port: number): Promise<Server> {
	return new Promise((resolveServer, reject) => {
		const server = createServer();
		server.once('error', reject);
		server.listen(port, '127.0.0.1', () => resolveServer(server));
	});
}

const close = (server: Server) => new Promise((resolveClose) => server.close(resolveClose));

describe('freePort', () => {
	const ours: number[] = [];

	beforeAll(async () => {
		for (let i = 0; i < 300; i++) ours.push(await freePort());
	});

	it("gives ports below the kernel's ephemeral range, none twice", () => {
		const first = firstEphemeralPort();
		expect(ours.filter((port) => port >= first)).toEqual([]);
		expect(ours.filter((port) => port < 1024)).toEqual([]);
		expect(new Set(ours).size).toBe(ours.length);
	});

	it('leaves each port free for the process it is meant for to listen on, and to listen on again', async () => {
		for (const port of ours.slice(0, 50)) {
			await close(await listen(port));
			await close(await listen(port));
		}
	});

	it('never gives another process a port this one holds, nor this one a port the other holds', async () => {
		const [theirs, others] = await Promise.all([
			Promise.all([anotherProcessTakes(100), anotherProcessTakes(100)]),
			Promise.all(Array.from({ length: 100 }, async () => await freePort())),
		]);
		const all = [...ours, ...theirs.flatMap(({ ports }) => ports), ...others];
		await Promise.all(theirs.map(async ({ end }) => await end()));
		expect(new Set(all).size).toBe(all.length);
	});
});

describe('assertPortFree', () => {
	it('names the port and what could not start there when something listens on it', async () => {
		const server = await listen(await freePort());
		const { port } = server.address() as { port: number };
		await expect(assertPortFree(port, 'the sandbox')).rejects.toThrow(
			`Port ${port} on 127.0.0.1 is in use, so the sandbox cannot start there. Stop whatever holds it and try again.`,
		);
		await close(server);
		await expect(assertPortFree(port, 'the sandbox')).resolves.toBeUndefined();
	});
});
