/** The sandbox in a process of its own, as users run it, with the controls a row needs. */
import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';

export const ROOT = join(__dirname, '..', '..');
export const KEY = 'bench-key';
export const VERSION = '2026.07';
export const HEADERS = {
	authorization: `Bearer ${KEY}`,
	accept: `application/vnd.service.${VERSION}+json`,
};

export interface SandboxProcess {
	url: string;
	startupMs: number;
	/** Sets latency and rate limit; a new rate limit starts a fresh window. */
	faults(settings: { latencyMs?: number; rateLimit?: number }): Promise<void>;
	/** Requests served since the last call, by status. */
	takeRequests(): Promise<Array<{ method: string; path: string; status: number }>>;
	api<T>(method: string, path: string, body?: unknown): Promise<T>;
	stop(): Promise<void>;
}

/** Rate limit high enough never to refuse a benchmark that does not ask for one. */
export const UNLIMITED = 100_000_000;

export function startSandboxProcess(args: string[]): Promise<SandboxProcess> {
	const started = Date.now();
	const child: ChildProcess = spawn(
		join(ROOT, 'node_modules/.bin/tsx'),
		['sandbox/cli.ts', '--port', '0', '--api-key', KEY, ...args],
		{ cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
	);
	const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
	return new Promise((resolve, reject) => {
		let output = '';
		child.stdout?.on('data', (chunk: Buffer) => {
			output += chunk.toString();
			const url = /listening on (\S+)/.exec(output)?.[1];
			if (!url) return;
			const call = async (method: string, path: string, body?: unknown) => {
				const response = await fetch(`${url}${path}`, {
					method,
					headers: {
						...HEADERS,
						...(body === undefined ? {} : { 'content-type': 'application/json' }),
					},
					body: body === undefined ? undefined : JSON.stringify(body),
				});
				const text = await response.text();
				if (response.status >= 400)
					throw new Error(`${method} ${path} answered ${response.status}: ${text}`);
				return text ? (JSON.parse(text) as unknown) : undefined;
			};
			resolve({
				url,
				startupMs: Date.now() - started,
				async faults(settings) {
					await call('PUT', '/_sandbox/faults', settings);
				},
				async takeRequests() {
					const requests = (await call('GET', '/_sandbox/requests')) as Array<{
						method: string;
						path: string;
						status: number;
					}>;
					await call('DELETE', '/_sandbox/requests');
					return requests;
				},
				api: async <T>(method: string, path: string, body?: unknown) =>
					(await call(method, path, body)) as T,
				async stop() {
					child.kill('SIGTERM');
					await exited;
				},
			});
		});
		child.once('exit', (code) =>
			reject(new Error(`The sandbox exited with ${code} before listening`)),
		);
	});
}
