/**
 * `npm run scan`: n8n's scanner over the source tree and the freshly packed tarball, offline.
 * `--source DIR` or `--tarball FILE` runs one leg on something else (a check that it can fail).
 * `--published NAME@VERSION` runs n8n's whole scan on a version on npm, provenance included
 * (publish.yml runs it after each release).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../n8n/paths';
import { buildAndPack } from '../package/buildAndPack';
import { describeLeg, type LegResult, scanPublished, scanSource, scanTarball } from './scanner';

async function main(): Promise<boolean> {
	const { values } = parseArgs({
		options: {
			source: { type: 'string' },
			tarball: { type: 'string' },
			published: { type: 'string' },
		},
	});
	const results: LegResult[] = [];
	if (values.published) results.push(await scanPublished(values.published));
	else if (values.source || values.tarball) {
		if (values.source) results.push(await scanSource(resolve(values.source)));
		if (values.tarball) results.push(await scanTarball(resolve(values.tarball)));
	} else {
		const packDir = mkdtempSync(join(tmpdir(), 'n8n-scan-pack-'));
		try {
			results.push(await scanSource(repoRoot));
			results.push(await scanTarball(buildAndPack(packDir).tarball));
		} finally {
			rmSync(packDir, { recursive: true, force: true });
		}
	}
	for (const result of results) console.log(describeLeg(result));
	return results.every(({ passed }) => passed);
}

main().then(
	(passed) => process.exit(passed ? 0 : 1),
	(error: Error) => {
		console.error(error.stack ?? error.message);
		process.exit(1);
	},
);
