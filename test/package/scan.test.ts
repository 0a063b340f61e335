/**
 * `npm run scan` runs n8n's scanner offline; this proves each of its legs fails on a violation
 * the scanner's own rules name, so a clean scan means something.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFolder } from '../harness/temporaryFolder';

const root = join(__dirname, '../..');

describe("n8n's scanner, offline", () => {
	it('fails the source leg and the tarball leg on a violation, naming the rule', () => {
		const work = temporaryFolder('scan-test-');
		const source = join(work, 'source');
		mkdirSync(join(source, 'nodes', 'Loud'), { recursive: true });
		copyFileSync(join(root, 'package.json'), join(source, 'package.json'));
		writeFileSync(
			join(source, 'nodes', 'Loud', 'Loud.node.ts'),
			"export const loud = (): void => console.log('loud');\n",
		);

		const packed = join(work, 'package');
		mkdirSync(join(packed, 'dist'), { recursive: true });
		const manifest = {
			...JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')),
			dependencies: { axios: '1.18.0' },
		};
		writeFileSync(join(packed, 'package.json'), JSON.stringify(manifest, null, 2));
		writeFileSync(join(packed, 'dist', 'loud.js'), "require('child_process').execSync('id');\n");
		const tarball = join(work, 'loud.tgz');
		execFileSync('tar', ['-czf', tarball, '-C', work, 'package']);

		const scan = spawnSync(
			join(root, 'node_modules', '.bin', 'tsx'),
			['scripts/scan/cli.ts', '--source', source, '--tarball', tarball],
			{
				cwd: root,
				encoding: 'utf8',
			},
		);

		expect(scan.status).toBe(1);
		expect(scan.stdout).toContain(`scan source: FAILED (${source})`);
		expect(scan.stdout).toContain('no-console');
		expect(scan.stdout).toContain(`scan tarball: FAILED (${tarball})`);
		expect(scan.stdout).toContain('@n8n/community-nodes/no-restricted-imports');
		expect(scan.stdout).toContain('@n8n/community-nodes/no-runtime-dependencies');
	}, 60000);
});
