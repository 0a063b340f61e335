/** A contract violation that no test expects fails the jest run; expected ones do not. */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..');

/** Runs one fixture file in a child jest, which the normal test match leaves out. */
function runFixture(name: string): { status: number | null; output: string } {
	const env = { ...process.env };
	// The child's violations are its own: they stay out of the parent's count.
	delete env.CONTRACT_REPORT;
	const child = spawnSync(
		process.execPath,
		[
			require.resolve('jest/bin/jest'),
			'--rootDir',
			root,
			'--testMatch',
			`**/test/sandbox/contract/fixtures/${name}`,
			'--runInBand',
			'--ci',
		],
		{ cwd: root, env, encoding: 'utf8' },
	);
	return { status: child.status, output: `${child.stdout}${child.stderr}` };
}

describe('contract violations in the test suite', () => {
	it('fail the test that makes one without expecting it, and the run with it', () => {
		const { status, output } = runFixture('unexpected.fixture.ts');
		expect(status).not.toBe(0);
		expect(output).toMatch(/✓ sends an undeclared parameter and says so/);
		expect(output).toMatch(/✕ sends an undeclared parameter without saying so/);
		expect(output).toContain(
			'request query.colour on listWorkspaces (GET /workspaces, 2026.07, answered 400): expected no such parameter (the operation takes cursor); got "blue"',
		);
	}, 180_000);

	it('pass when the test or the file expects them', () => {
		const { status, output } = runFixture('expected.fixture.ts');
		expect(output).toMatch(/Tests:\s+2 passed, 2 total/);
		expect(status).toBe(0);
	}, 180_000);
});
