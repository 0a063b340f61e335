import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Packed } from '../../../scripts/package/buildAndPack';

/** The next patch release after `version`: 0.1.0 → 0.1.1. */
export function nextPatch(version: string): string {
	const [major, minor, patch] = version.split('.').map(Number);
	return `${major}.${minor}.${patch + 1}`;
}

/**
 * The same build packed again as another release, the version in its package.json changed: what
 * the registry offers as an update.
 */
export function repackAs(packed: Packed, version: string, folder: string): string {
	mkdirSync(folder, { recursive: true });
	execFileSync('tar', ['-xzf', packed.tarball, '-C', folder]);
	const manifestFile = join(folder, 'package', 'package.json');
	const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { version: string };
	writeFileSync(manifestFile, `${JSON.stringify({ ...manifest, version }, null, 2)}\n`);
	const [tarball] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--ignore-scripts', '--pack-destination', folder], {
			cwd: join(folder, 'package'),
			encoding: 'utf8',
		}),
	) as Array<{ filename: string }>;
	return join(folder, tarball.filename);
}
