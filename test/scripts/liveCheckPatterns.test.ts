import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..');

describe('npm run check:live: the pattern checks of the nodes it runs', () => {
	it('end however long a check takes, in its own process: no wall clock decides a finding', () => {
		// The live check runs the nodes through the node tests' harness, outside jest's setup files.
		// Found under load: a Compare With Published check reported "Regular expression execution
		// timed out", n8n-workflow's 250 ms limit on a short id's check.
		const script = [
			"require('./scripts/live/run');",
			"const { safeRegex } = require('n8n-workflow');",
			"console.log(safeRegex.test('^(a+)+$', 'a'.repeat(24) + '!'));",
		].join('\n');
		const run = spawnSync(join(root, 'node_modules', '.bin', 'tsx'), ['-e', script], {
			cwd: root,
			encoding: 'utf8',
		});
		expect(run.stderr).not.toContain('timed out');
		expect(run.stdout.trim()).toBe('false');
	}, 120_000);
});
