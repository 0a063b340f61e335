/**
 * `npm test`: every stage of the suite in order, stopping at the first that fails. What the Node 24
 * and end-to-end stages need (n8n's releases, Chromium, ...) installs from the start, beside the
 * stages before them, its lines marked `[installs]`: on a new machine that hides most of its time.
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
// tests run on both runtimes, since Node 20's URL and Unicode tables answer differently.
const onNode24Only = ['/test/credentials/', '/test/nodes/(?!MessageDrafts/compare/)'];

const installs = ['npm', ['run', 'test:installs']];

// The last element says whether the stage needs the installs.
const stages = [
	['lint', 'npm', ['run', 'lint'], false],
	['format', 'npm', ['run', 'format:check'], false],
	['workflow lint', 'npm', ['run', 'lint:workflows'], false],
	['type check', 'npm', ['run', 'typecheck'], false],
	['jest (Node 20)', process.execPath, [jest, '--testPathIgnorePatterns', ...onNode24Only], false],
	["n8n's scanner", 'npm', ['run', 'scan'], false],
	['node and credential tests (Node 24)', 'npm', ['run', 'test:node24'], true],
	['end-to-end stages', 'npm', ['run', 'test:e2e:stages'], true],
];

const folder = mkdtempSync(join(tmpdir(), 'n8n-nodes-message-templates-suite-'));
const env = { ...process.env, TMPDIR: folder, NODE_DISABLE_COMPILE_CACHE: '1' };
let running;
let installing;

function removeFolder() {
	rmSync(folder, { recursive: true, force: true });
}

const stillInstalling = () =>
	installing !== undefined && installing.exitCode === null && installing.signalCode === null;

/** The installs run in a process group of their own, so that npm's children stop with them. */
function stopInstalls(signal) {
	if (stillInstalling()) process.kill(-installing.pid, signal);
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => {
		running?.kill(signal);
		stopInstalls(signal);
		removeFolder();
		process.exit(1);
	});
}

function run(command, args) {
	return new Promise((done) => {
		running = spawn(command, args, { cwd: root, env, stdio: 'inherit' });
		running.once('error', (error) => {
			console.error(error.message);
			done(1);
		});
		running.once('close', (code) => done(code ?? 1));
	});
}

/** Starts the installs; the promise settles with their exit code and time. */
function startInstalls() {
	const started = Date.now();
	const [command, args] = installs;
	installing = spawn(command, args, {
		cwd: root,
		env,
		detached: true,
		stdio: ['ignore', 'pipe', 'pipe'],
	});
	for (const stream of [installing.stdout, installing.stderr]) {
		createInterface({ input: stream }).on('line', (line) => console.log(`[installs] ${line}`));
	}
	return new Promise((done) => {
		const end = (code) => done({ code, seconds: Math.round((Date.now() - started) / 1000) });
		installing.once('error', (error) => {
			console.error(`[installs] ${error.message}`);
			end(1);
		});
		installing.once('close', (code) => end(code ?? 1));
	});
}

async function main() {
	const installed = startInstalls();
	let waited = false;
	for (const [name, command, args, needsInstalls] of stages) {
		if (needsInstalls && !waited) {
			waited = true;
			const { code, seconds } = await installed;
			if (code !== 0) {
				console.error(`== installs failed after ${seconds} s`);
				return code;
			}
			console.log(`== installs ready (${seconds} s from the start)`);
		}
		const started = Date.now();
		console.log(`\n== ${name}`);
		const code = await run(command, args);
		const seconds = Math.round((Date.now() - started) / 1000);
		if (code !== 0) {
			console.error(`== ${name} failed after ${seconds} s`);
			// Ended rather than stopped: apt-get and npm stopped half-way leave a mess, a whole install
			// serves the next run.
			if (stillInstalling()) console.error('== waiting for the installs under way to end');
			await installed;
			return code;
		}
		console.log(`== ${name} passed in ${seconds} s`);
	}
	return 0;
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
