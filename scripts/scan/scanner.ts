/**
 * n8n's community-package scanner run offline: the two lint legs of its `analyzePackageByName`
 * (the source tree, then the packed tarball), without the provenance leg and the downloads, which
 * need a published release. `scanPublished` runs the whole of it on a published version.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Analysis } from '@n8n/scan-community-package/scanner/scanner.mjs';

/** The scanner's own leg for a published package's contents: compiled code and package.json. */
const TARBALL_FILE_PATTERNS = ['**/*.js', 'package.json'];

export interface LegResult extends Analysis {
	leg: string;
	/** The folder or tarball the leg read. */
	target: string;
}

/**
 * Imported when needed: it loads ESLint, and makes a temporary folder with the `tmp` package for the
 * downloads this offline scan never makes. That `tmp` is told to remove it when the process exits.
 */
async function scanner() {
	const loaded = await import('@n8n/scan-community-package/scanner/scanner.mjs');
	const tmp = createRequire(require.resolve('@n8n/scan-community-package/package.json'))('tmp') as {
		setGracefulCleanup(): void;
	};
	tmp.setGracefulCleanup();
	return loaded;
}

/** The source leg: what the scanner lints in the repository its provenance names. */
export async function scanSource(dir: string): Promise<LegResult> {
	const { analyzePackage, SOURCE_FILE_PATTERNS } = await scanner();
	return { leg: 'source', target: dir, ...(await analyzePackage(dir, SOURCE_FILE_PATTERNS)) };
}

/** The tarball leg: the packed file unpacked as the scanner unpacks what it downloads. */
export async function scanTarball(tarball: string): Promise<LegResult> {
	const dir = mkdtempSync(join(tmpdir(), 'n8n-scan-tarball-'));
	try {
		execFileSync('tar', ['-xzf', tarball, '-C', dir, '--strip-components=1']);
		const { analyzePackage } = await scanner();
		return {
			leg: 'tarball',
			target: tarball,
			...(await analyzePackage(dir, TARBALL_FILE_PATTERNS)),
		};
	} finally {
		rmSync(dir, { recursive: true, force: true });
	}
}

/**
 * n8n's whole scan of a version on npm: its provenance, the source it attests, and its tarball.
 * It prints its own progress; n8n's command line prints the same but exits 0 when the scan fails.
 */
export async function scanPublished(spec: string): Promise<LegResult> {
	const { analyzePackageByName, resolvePackage } = await scanner();
	const { packageName, version } = resolvePackage(spec);
	const result = await analyzePackageByName(packageName, version);
	return { leg: 'published', target: `${packageName}@${result.version ?? version}`, ...result };
}

export function describeLeg(result: LegResult): string {
	if (result.passed) return `scan ${result.leg}: passed (${result.target})`;
	return [
		`scan ${result.leg}: FAILED (${result.target}): ${result.message ?? ''}`,
		result.details ?? '',
	].join('\n');
}
