import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
	name: string;
	license: string;
	keywords: string[];
	files: string[];
	dependencies?: unknown;
	peerDependencies: Record<string, string>;
	n8n: { n8nNodesApiVersion: number; strict: boolean; nodes: string[]; credentials: string[] };
};

describe('the published package', () => {
	it('is an n8n community package with no runtime dependencies', () => {
		expect(manifest).toMatchObject({
			name: 'n8n-nodes-message-templates',
			license: 'MIT',
			peerDependencies: { 'n8n-workflow': '*' },
			n8n: { n8nNodesApiVersion: 1, strict: true },
		});
		expect(manifest.keywords).toContain('n8n-community-node-package');
		expect(manifest.dependencies).toBeUndefined();
	});

	it('registers every node and credential from its compiled path', () => {
		for (const path of [...manifest.n8n.nodes, ...manifest.n8n.credentials]) {
			expect(path).toMatch(/^dist\/.+\.js$/);
			expect(existsSync(join(root, path.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(true);
		}
		expect(manifest.n8n.nodes).toHaveLength(6);
	});

	it('publishes the compiled code, README and licence only', () => {
		const [pack] = JSON.parse(
			execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: root, encoding: 'utf8' }),
		) as Array<{ files: Array<{ path: string }> }>;
		const outside = pack.files.map(({ path }) => path).filter((path) => !path.startsWith('dist/'));
		expect(outside.sort()).toEqual(['LICENSE', 'README.md', 'index.js', 'package.json']);
	});
});
