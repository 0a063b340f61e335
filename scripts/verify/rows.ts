/** n8n's verification requirements for community nodes, each checked against the package. */
import {
	booleansSayWhether,
	listModeFirst,
	sentenceCaseActions,
	titleCaseNames,
} from './descriptions';
import { englishOnly, parameterNamesQuoted, placeholdersGiveExamples } from './copy';
import { documentation } from './documentation';
import { cloudLimitsWithoutStrictMode, dependencies, metadata, nodeCli } from './manifest';
import { simplifyLargeRecords, toolOutputChoice } from './outputChoices';
import type { PackageUnderCheck } from './packageUnderCheck';
import { scanAfterPublishing, trustedPublishing } from './publishWorkflow';
import { scannerPasses } from './scanner';
import { deletionsAnswerDeleted, errorsSayHowToFix } from './sourceCode';

export interface Row {
	id: string;
	requirement: string;
	/** What to fix, one line each; none when the package meets the requirement. */
	check(pkg: PackageUnderCheck): string[] | Promise<string[]>;
	/** What of the requirement only a published version shows, and where that is checked. */
	published?: string;
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
			'MIT licence with a LICENSE file, a GitHub repository with the homepage on it, an author, ' +
			'the community keyword, a README with usage, credentials and examples, and every ' +
			'registered node and credential in the built tarball',
		check: metadata,
		published:
			"that npm's page names the same repository and author, and the repository is public: " +
			"n8n's scan fetches the source the provenance names (7b)",
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
		requirement: "Parameter and option names are Title Case, by n8n's title case rule",
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
			'A node usable as a tool offers an Output choice (Simplified, Raw, Selected Fields: a ' +
			'list of fields, the ID always kept)',
		check: toolOutputChoice,
	},
	{
		id: '3g',
		requirement: 'Placeholders give an example, starting "e.g."',
		check: placeholdersGiveExamples,
	},
	{
		id: '3h',
		requirement: "Descriptions, hints and errors put the parameters' names in quotes",
		check: parameterNamesQuoted,
	},
	{
		id: '4',
		requirement:
			'Every error the nodes throw says how to fix it (a description), without the words ' +
			'"error", "problem", "failure" or "mistake"',
		check: errorsSayHowToFix,
	},
	{
		id: '5',
		requirement: 'Deletes (DELETE requests) answer { "deleted": true }',
		check: deletionsAnswerDeleted,
	},
	{
		id: '6',
		requirement: "n8n's scanner passes on the source and on the tarball",
		check: scannerPasses,
		published: "its provenance check, and the same lint on what npm serves: n8n's scan (7b)",
	},
	{
		id: '7',
		requirement:
			'Published from GitHub Actions with provenance through trusted publishing (no npm token)',
		check: trustedPublishing,
		published: "the provenance statement itself: n8n's scan (7b)",
	},
	{
		id: '7b',
		requirement: "After publishing, n8n's whole scan runs on the published version",
		check: scanAfterPublishing,
	},
	{
		id: '8',
		requirement: '@n8n/node-cli 0.23 or newer is a devDependency and lints the package',
		check: nodeCli,
	},
	{
		id: '8b',
		requirement:
			"n8n Cloud's lint limits hold on every file of the package, as strict mode would make " +
			'them (n8n reads strict mode nowhere else)',
		check: cloudLimitsWithoutStrictMode,
	},
	{
		id: '9',
		requirement: "The nodes' words, their errors and the documentation are in English",
		check: englishOnly,
	},
	{
		id: '10',
		requirement:
			'Documentation: each node and the credential link to a section that exists, and the ' +
			'example workflows use the nodes',
		check: documentation,
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
			...(row.published ? [`      after publishing: ${row.published}`] : []),
		])
		.join('\n');
}
