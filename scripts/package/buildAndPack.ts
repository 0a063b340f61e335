import { execFileSync } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../n8n/paths';

export interface Packed {
	tarball: string;
	version: string;
	files: string[];
}

/** Builds the package and packs it into `destination`, as `npm publish` would pack it. */
export function buildAndPack(destination: string, root = repoRoot): Packed {
	// tsc reports type errors on stdout, so both streams reach the terminal.
	execFileSync('npm', ['run', '--silent', 'build'], {
		cwd: root,
		stdio: ['ignore', 'inherit', 'inherit'],
	});
	return pack(destination, root);
}

/** Packs the package as it is built now into `destination`. */
export function pack(destination: string, root = repoRoot): Packed {
	const [packed] = JSON.parse(
		execFileSync('npm', ['pack', '--json', '--pack-destination', destination], {
			cwd: root,
			stdio: ['ignore', 'pipe', 'inherit'],
			encoding: 'utf8',
		}),
	) as Array<{ filename: string; version: string; files: Array<{ path: string }> }>;
	return {
		tarball: join(destination, packed.filename),
		version: packed.version,
		files: packed.files.map(({ path }) => path),
	};
}
