/** n8n's verification requirements for community nodes, each checked against the package. */
import {
	booleansSayWhether,
	listModeFirst,
	sentenceCaseActions,
	titleCaseNames,
} from './descriptions';
import { dependencies, metadata, nodeCli } from './manifest';
import { simplifyLargeRecords, toolOutputChoice } from './outputChoices';
import type { PackageUnderCheck } from './packageUnderCheck';
import { trustedPublishing } from './publishWorkflow';
import { scannerPasses } from './scanner';
import { deletionsAnswerDeleted, errorsSayHowToFix } from './sourceCode';

export interface Row {
	id: string;
	requirement: string;
	/** What to fix, one line each; none when the package meets the requirement. */
	check(pkg: PackageUnderCheck): string[] | Promise<string[]>;
}

export const ROWS: Row[] = [
	{
		id: '1',
		requirement: 'No runtime dependencies; n8n-workflow is the only peer dependency',
		check: dependencies,
	},
	{
		id: '2',
		requirement:
			'MIT licence with a LICENSE file, repository and author, the community keyword, and ' +
			'every registered node and credential in the built tarball',
		check: metadata,
	},
	{
		id: '3a',
		requirement: 'A resource locator with a list mode opens on it by default',
		check: listModeFirst,
	},
	{
		id: '3b',
		requirement: 'A boolean parameter\'s description starts with "Whether"',
		check: booleansSayWhether,
	},
	{
		id: '3c',
		requirement: 'Parameter and option names are Title Case',
		check: titleCaseNames,
	},
	{
		id: '3d',
		requirement: 'Operation actions are Sentence case',
		check: sentenceCaseActions,
	},
	{
		id: '3e',
		requirement: 'An operation returning records of more than 10 fields offers Simplify',
		check: simplifyLargeRecords,
	},
	{
		id: '3f',
		requirement:
			'A node usable as a tool offers an Output choice (simplified, raw, selected fields)',
		check: toolOutputChoice,
	},
	{
		id: '4',
		requirement: 'Every error the nodes throw says how to fix it (a description)',
		check: errorsSayHowToFix,
	},
	{
		id: '5',
		requirement: 'Delete operations answer { "deleted": true }',
		check: deletionsAnswerDeleted,
	},
	{
		id: '6',
		requirement: "n8n's scanner passes on the source and on the tarball",
		check: scannerPasses,
	},
	{
		id: '7',
		requirement:
			'Published from GitHub Actions with provenance through trusted publishing (no npm token)',
		check: trustedPublishing,
	},
	{
		id: '8',
		requirement: '@n8n/node-cli 0.23 or newer is a devDependency and lints the package',
		check: nodeCli,
	},
];

export interface RowResult {
	row: Row;
	fixes: string[];
}

/** Runs the rows one after another; a row that throws fails with its error. */
export async function runRows(pkg: PackageUnderCheck, rows: Row[] = ROWS): Promise<RowResult[]> {
	const results: RowResult[] = [];
	for (const row of rows) {
		try {
			results.push({ row, fixes: await row.check(pkg) });
		} catch (error) {
			results.push({ row, fixes: [`the check itself failed: ${(error as Error).message}`] });
		}
	}
	return results;
}

export function formatTable(results: RowResult[]): string {
	return results
		.flatMap(({ row, fixes }) => [
			`${fixes.length === 0 ? '✔' : '✘'} ${row.id.padEnd(3)} ${row.requirement}`,
			...fixes.map((fix) => `      → ${fix.replace(/\n/g, '\n        ')}`),
		])
		.join('\n');
}
