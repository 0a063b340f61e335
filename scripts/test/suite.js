/**
 * `npm test`: the suite's stages, each started as soon as those it comes after have passed,
 * stopping at the first that fails. Two lines of work run side by side:
 * - the checks and the Node 20 tests, one after another: lint, format, workflow lint, type check,
 *   jest on Node 20, n8n's scanner;
 * - what the later stages need installed (n8n's releases, Chromium, ...), then the node and
 *   credential tests on Node 24, which spend much of their time waiting for answers and timers;
 * then the end-to-end stages, when both lines are through. Each line a stage prints starts with its
 * name.
 *
 * Every process the suite starts gets a temporary folder of the run's own, removed when the run
 * ends, pass or fail: whatever a tool leaves in its temporary folder (tsx's pipes and cache, a
 * compiler's scratch files) goes with it. Node's compile cache, which npm, ESLint and TypeScript
 * switch on for themselves on Node 22 and newer (n8n's Node 24 among them), is switched off.
 * Plain JavaScript, run by node itself: a runner such as tsx would leave its own folder first.
 */
const { spawn } = require('node:child_process');
const { mkdtempSync, rmSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join, resolve } = require('node:path');
const { createInterface } = require('node:readline');

const root = resolve(__dirname, '..', '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');

// The node and credential tests run on Node 24, the runtime of the n8n-core they run in (and of
// n8n 2.x): once is enough for the engine, HTTP and scheduling they exercise. The text comparison's
// tests, and the check of the Unicode table it reads, run on both runtimes, since Node 20's URL and
// Unicode tables answer differently.
const onNode24Only = ['/test/credentials/', '/test/nodes/(?!MessageDrafts/(compare|generated)/)'];

const stages = [
	{ name: 'lint', command: 'npm', args: ['run', 'lint'] },
	{ name: 'format', command: 'npm', args: ['run', 'format:check'], after: ['lint'] },
	{ name: 'workflow lint', command: 'npm', args: ['run', 'lint:workflows'], after: ['format'] },
	{ name: 'type check', command: 'npm', args: ['run', 'typecheck'], after: ['workflow lint'] },
	{
		name: 'jest (Node 20)',
		command: process.execPath,
		args: [jest, '--testPathIgnorePatterns', ...onNode24Only],
		after: ['type check'],
	},
	{ name: "n8n's scanner", command: 'npm', args: ['run', 'scan'], after: ['jest (Node 20)'] },
	// Left to end when another stage fails: apt-get or npm stopped half-way leaves a mess, and a
	// whole install serves the next run.
	{ name: 'installs', command: 'npm', args: ['run', 'test:installs'], ends: true },
	{
		name: 'node and credential tests (Node 24)',
		command: 'npm',
		args: ['run', 'test:node24'],
		after: ['installs'],
	},
	{
		name: 'end-to-end stages',
		command: 'npm',
		args: ['run', 'test:e2e:stages'],
		after: ["n8n's scanner", 'node and credential tests (Node 24)'],
	},
];

const folder = mkdtempSync(join(tmpdir(), 'n8n-nodes-message-templates-suite-'));
const env = { ...process.env, TMPDIR: folder, NODE_DISABLE_COMPILE_CACHE: '1' };

/** The stages under way, by stage: each runs in a process group of its own, stopped whole. */
const running = new Map();

function removeFolder() {
	rmSync(folder, { recursive: true, force: true });
}

function stop(child, signal) {
	try {
		process.kill(-child.pid, signal);
	} catch {
		// Ended meanwhile.
	}
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => {
		for (const child of running.values()) stop(child, signal);
		removeFolder();
		process.exit(1);
	});
}

/** Runs a stage; settles with its exit code and time. */
function run(stage) {
	const started = Date.now();
	const child = spawn(stage.command, stage.args, {
		cwd: root,
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	running.set(stage, child);
	for (const stream of [child.stdout, child.stderr]) {
		createInterface({ input: stream }).on('line', (line) => console.log(`[${stage.name}] ${line}`));
	}
	return new Promise((done) => {
		const end = (code) => {
			running.delete(stage);
			done({ stage, code, seconds: Math.round((Date.now() - started) / 1000) });
		};
		child.once('error', (error) => {
			console.error(`[${stage.name}] ${error.message}`);
			end(1);
		});
		child.once('close', (code) => end(code ?? 1));
	});
}

async function main() {
	const passed = new Set();
	const waiting = new Set(stages);
	const underWay = new Map();
	const stopped = new Set();
	let failure = 0;
	for (;;) {
		for (const stage of failure ? [] : [...waiting]) {
			if (!(stage.after ?? []).every((name) => passed.has(name))) continue;
			waiting.delete(stage);
			console.log(`== ${stage.name} started`);
			underWay.set(stage, run(stage));
		}
		if (underWay.size === 0) return failure;
		const { stage, code, seconds } = await Promise.race(underWay.values());
		underWay.delete(stage);
		if (code === 0) {
			passed.add(stage.name);
			console.log(`== ${stage.name} passed in ${seconds} s`);
		} else if (stopped.has(stage)) {
			console.log(`== ${stage.name} stopped after ${seconds} s`);
		} else {
			console.error(`== ${stage.name} failed after ${seconds} s`);
			if (failure) continue;
			failure = code;
			for (const [other, child] of running) {
				if (other.ends) {
					console.error(`== waiting for the ${other.name} under way to end`);
					continue;
				}
				stopped.add(other);
				stop(child, 'SIGTERM');
			}
		}
	}
}

main().then(
	(code) => {
		removeFolder();
		process.exit(code);
	},
	(error) => {
		console.error(error);
		removeFolder();
		process.exit(1);
	},
);
