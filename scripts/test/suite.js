/**
 * `npm test`: every stage of the suite in order, stopping at the first that fails.
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

const root = resolve(__dirname, '..', '..');
const jest = join(root, 'node_modules', 'jest', 'bin', 'jest.js');

// The node and credential tests run on Node 24, the runtime of the n8n-core they run in (and of
// n8n 2.x): once is enough for the engine, HTTP and scheduling they exercise. The text comparison's
// tests run on both runtimes, since Node 20's URL and Unicode tables answer differently.
const onNode24Only = ['/test/credentials/', '/test/nodes/(?!MessageDrafts/compare/)'];

const stages = [
	['lint', 'npm', ['run', 'lint']],
	['format', 'npm', ['run', 'format:check']],
	['workflow lint', 'npm', ['run', 'lint:workflows']],
	['type check', 'npm', ['run', 'typecheck']],
	['jest (Node 20)', process.execPath, [jest, '--testPathIgnorePatterns', ...onNode24Only]],
	["n8n's scanner", 'npm', ['run', 'scan']],
	['node and credential tests (Node 24)', 'npm', ['run', 'test:node24']],
	['end-to-end stages', 'npm', ['run', 'test:e2e:stages']],
];

const folder = mkdtempSync(join(tmpdir(), 'n8n-nodes-message-templates-suite-'));
const env = { ...process.env, TMPDIR: folder, NODE_DISABLE_COMPILE_CACHE: '1' };
let running;

function removeFolder() {
	rmSync(folder, { recursive: true, force: true });
}

for (const signal of ['SIGINT', 'SIGTERM']) {
	process.on(signal, () => {
		running?.kill(signal);
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

async function main() {
	for (const [name, command, args] of stages) {
		const started = Date.now();
		console.log(`\n== ${name}`);
		const code = await run(command, args);
		const seconds = Math.round((Date.now() - started) / 1000);
		if (code !== 0) {
			console.error(`== ${name} failed after ${seconds} s`);
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
