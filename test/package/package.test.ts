import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, posix } from 'node:path';

const root = join(__dirname, '../..');
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
	name: string;
	license: string;
	keywords: string[];
	files: string[];
	dependencies?: unknown;
	peerDependencies: Record<string, string>;
	n8n: { n8nNodesApiVersion: number; nodes: string[]; credentials: string[] };
};

/** The files `npm pack` would publish, with the icons and codex files copied into dist/ as the build does. */
function packedFiles(): string[] {
	execFileSync(process.execPath, [join(root, 'gulpfile.js')], { cwd: root, stdio: 'ignore' });
	const [pack] = JSON.parse(
		execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], {
			cwd: root,
			encoding: 'utf8',
		}),
	) as Array<{ files: Array<{ path: string }> }>;
	return pack.files.map(({ path }) => path);
}

type Icon = { light: string; dark: string };

/** The light and dark icon a node or credential declares, as paths inside the package. */
function declaredIcons(compiledPath: string): Icon {
	const source = join(root, compiledPath.replace(/^dist\//, '').replace(/\.js$/, '.ts'));
	const [Type] = Object.values(
		require(source) as Record<string, new () => { description?: { icon?: Icon }; icon?: Icon }>,
	);
	const declared = new Type();
	const icon = declared.description?.icon ?? declared.icon;
	if (!icon) throw new Error(`${compiledPath} declares no icon`);
	const inPackage = (file: string) =>
		posix.join(posix.dirname(compiledPath), file.replace(/^file:/, ''));
	return { light: inPackage(icon.light), dark: inPackage(icon.dark) };
}

describe('the published package', () => {
	let files: string[];

	beforeAll(() => {
		files = packedFiles();
	});

	it('is an n8n community package with no runtime dependencies', () => {
		expect(manifest).toMatchObject({
			name: 'n8n-nodes-message-templates',
			license: 'MIT',
			peerDependencies: { 'n8n-workflow': '*' },
			n8n: { n8nNodesApiVersion: 1 },
		});
		expect(manifest.keywords).toContain('n8n-community-node-package');
		expect(manifest.dependencies).toBeUndefined();
	});

	it('registers every node and credential from its compiled path', () => {
		for (const path of [...manifest.n8n.nodes, ...manifest.n8n.credentials]) {
			expect(path).toMatch(/^dist\/.+\.js$/);
			expect(existsSync(join(root, path.replace(/^dist\//, '').replace(/\.js$/, '.ts')))).toBe(
				true,
			);
		}
		expect(manifest.n8n.nodes).toHaveLength(6);
	});

	it('publishes the compiled code, README and licence only', () => {
		const outside = files.filter((path) => !path.startsWith('dist/'));
		expect(outside.sort()).toEqual(['LICENSE', 'README.md', 'index.js', 'package.json']);
	});

	it("packs every node's own light and dark icon, and the credential's", () => {
		const nodeIcons = manifest.n8n.nodes.map(declaredIcons);
		for (const { light, dark } of [...nodeIcons, ...manifest.n8n.credentials.map(declaredIcons)]) {
			expect(files).toContain(light);
			expect(files).toContain(dark);
			expect(light).not.toBe(dark);
		}
		// Each node is recognisable on the canvas: no two nodes share an icon.
		const lights = nodeIcons.map(({ light }) => light);
		expect(new Set(lights).size).toBe(manifest.n8n.nodes.length);
	});
});
