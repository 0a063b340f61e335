/**
 * `npm run verify`: n8n's verification requirements for community nodes as a table, each row
 * checked against this package, with what to fix under each failed row. Exits 1 when a row fails.
 * It packs dist/ as built, or builds first when there is no dist/.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { repoRoot } from '../n8n/paths';
import { buildAndPack, pack } from '../package/buildAndPack';
import { formatTable, runRows } from './rows';

async function main(): Promise<boolean> {
	const packDir = mkdtempSync(join(tmpdir(), 'n8n-verify-pack-'));
	try {
		const built = existsSync(join(repoRoot, 'dist'));
		console.log(
			built
				? 'Checking dist/ as built (npm run build refreshes it).'
				: 'No dist/: building the package first.',
		);
		const packed = built ? pack(packDir) : buildAndPack(packDir);
		const results = await runRows({ root: repoRoot, packed });
		console.log(formatTable(results));
		const failed = results.filter(({ fixes }) => fixes.length > 0).length;
		console.log(
			failed === 0 ? 'Every requirement is met.' : `${failed} of ${results.length} rows fail.`,
		);
		return failed === 0;
	} finally {
		rmSync(packDir, { recursive: true, force: true });
	}
}

main().then(
	(passed) => process.exit(passed ? 0 : 1),
	(error: Error) => {
		console.error(error.stack ?? error.message);
		process.exit(1);
	},
);
