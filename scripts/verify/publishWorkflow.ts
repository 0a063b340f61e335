import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PackageUnderCheck } from './packageUnderCheck';

const WORKFLOW = '.github/workflows/publish.yml';

/** publish.yml publishes from GitHub Actions with provenance, through npm's trusted publishing. */
export function trustedPublishing({ root }: PackageUnderCheck): string[] {
	const path = join(root, WORKFLOW);
	if (!existsSync(path))
		return [`${WORKFLOW} is missing: publish from GitHub Actions with npm publish --provenance`];
	// Comments may name what the workflow does not do.
	const lines = readFileSync(path, 'utf8')
		.split('\n')
		.map((line) => line.replace(/(^|\s)#.*$/, ''));
	const has = (pattern: RegExp) => lines.some((line) => pattern.test(line));
	const fixes: string[] = [];
	if (!has(/^\s*runs-on:/)) fixes.push(`${WORKFLOW} has no job that runs-on a GitHub runner`);
	if (!has(/^\s*id-token:\s*write\b/))
		fixes.push(`${WORKFLOW} lacks "permissions: id-token: write" on its publishing job`);
	if (!has(/npm publish\b.*--provenance/) && !has(/NPM_CONFIG_PROVENANCE:\s*['"]?true/))
		fixes.push(`${WORKFLOW} publishes without provenance: run npm publish --provenance`);
	for (const secret of ['NPM_TOKEN', 'NODE_AUTH_TOKEN'])
		if (has(new RegExp(`\\b${secret}\\b`)))
			fixes.push(
				`${WORKFLOW} uses ${secret}: remove it and publish through trusted publishing (the ` +
					"job's OIDC token)",
			);
	return fixes;
}
