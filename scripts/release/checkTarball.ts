/** What a release tarball must be before it is tagged: the published files only, no runtime dependencies, scanned. */
import { execFileSync } from 'node:child_process';
import { repoRoot } from '../n8n/paths';
import { describeLeg, scanSource, scanTarball } from '../scan/scanner';
import type { Packed } from '../package/buildAndPack';

interface Manifest {
	name: string;
	version: string;
	dependencies?: Record<string, string>;
	bundleDependencies?: unknown;
	bundledDependencies?: unknown;
	n8n: { nodes: string[]; credentials: string[] };
}

/** Files outside dist/ that npm publishes: the entry point and what npm always adds. */
const OUTSIDE_DIST = ['LICENSE', 'README.md', 'index.js', 'package.json'];

/** Returns one line per check; throws listing every failed one. */
export async function checkTarball(packed: Packed, expectedVersion: string): Promise<string[]> {
	const manifest = JSON.parse(
		execFileSync('tar', ['-xzOf', packed.tarball, 'package/package.json'], { encoding: 'utf8' }),
	) as Manifest;
	const failures: string[] = [];
	const passed: string[] = [];
	const check = (ok: boolean, line: string, failure: string) =>
		ok ? passed.push(line) : failures.push(failure);

	check(
		manifest.version === expectedVersion,
		`version ${manifest.version}`,
		`the packed version is ${manifest.version}, not ${expectedVersion}`,
	);
	const outside = packed.files.filter((path) => !path.startsWith('dist/')).sort();
	check(
		JSON.stringify(outside) === JSON.stringify(OUTSIDE_DIST),
		`${packed.files.length} files: dist/ and ${OUTSIDE_DIST.join(', ')}`,
		`files outside dist/ should be ${OUTSIDE_DIST.join(', ')}, and are ${outside.join(', ')}`,
	);
	const registered = [...manifest.n8n.nodes, ...manifest.n8n.credentials];
	const missing = registered.filter((path) => !packed.files.includes(path));
	check(
		missing.length === 0,
		`all ${registered.length} registered nodes and credentials packed`,
		`registered but not packed: ${missing.join(', ')}`,
	);
	const bundled = manifest.bundleDependencies ?? manifest.bundledDependencies;
	const dependencies = Object.keys(manifest.dependencies ?? {});
	check(
		dependencies.length === 0 && !bundled,
		'no runtime dependencies',
		`runtime dependencies: ${dependencies.join(', ') || JSON.stringify(bundled)}`,
	);

	for (const leg of [await scanSource(repoRoot), await scanTarball(packed.tarball)]) {
		check(leg.passed, describeLeg(leg), describeLeg(leg));
	}

	if (failures.length > 0)
		throw new Error(`The tarball ${packed.tarball} is not releasable:\n- ${failures.join('\n- ')}`);
	return passed;
}
