/** The runner's handle on one side's process. */
import { type ChildProcess, fork } from 'node:child_process';
import { join } from 'node:path';

import type { Measurement } from './side';

export class SideProcess {
	private constructor(
		readonly label: string,
		private readonly child: ChildProcess,
	) {}

	/** Starts a process for the side `module` (a file of bench/contenders) and builds the side in it. */
	static async start(label: string, module: string, options: unknown): Promise<SideProcess> {
		const child = fork(join(__dirname, 'worker.ts'), [], {
			execArgv: ['--import', 'tsx', '--expose-gc', '--max-old-space-size=3072'],
			// The runner's environment as it is now, with the run's folder (withRunFolder).
			env: process.env,
			stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
		});
		const side = new SideProcess(label, child);
		await side.ask({ type: 'create', module, options });
		return side;
	}

	async run(job: unknown = {}): Promise<Measurement> {
		const reply = await this.ask({ type: 'run', job });
		return reply.measurement as Measurement;
	}

	async stop(): Promise<void> {
		if (this.child.exitCode !== null) return;
		const exited = new Promise<void>((resolve) => this.child.once('exit', () => resolve()));
		this.child.kill('SIGTERM');
		await exited;
	}

	private ask(
		message: unknown,
	): Promise<{ ok: boolean; error?: string; measurement?: Measurement }> {
		return new Promise((resolve, reject) => {
			const onExit = (code: number | null) =>
				reject(new Error(`${this.label}: its process exited with ${code}`));
			this.child.once('exit', onExit);
			this.child.once(
				'message',
				(reply: { ok: boolean; error?: string; measurement?: Measurement }) => {
					this.child.off('exit', onExit);
					if (reply.ok) resolve(reply);
					else reject(new Error(`${this.label}: ${reply.error}`));
				},
			);
			this.child.send(message as object);
		});
	}
}
