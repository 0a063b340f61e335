/**
 * The rows that read publish.yml, parsed as the YAML GitHub Actions runs: the job that publishes,
 * and the job after it that scans the published version.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import type { PackageUnderCheck } from './packageUnderCheck';

const WORKFLOW = '.github/workflows/publish.yml';

interface Step {
	run?: unknown;
	env?: Record<string, unknown>;
}

interface Job {
	needs?: string | string[];
	'runs-on'?: unknown;
	permissions?: unknown;
	env?: Record<string, unknown>;
	steps?: Step[];
}

interface Workflow {
	permissions?: unknown;
	env?: Record<string, unknown>;
	jobs?: Record<string, Job>;
}

/**
 * The commands a `run` script runs, each as its words, read as the shell reads them: what is
 * quoted is one word, a comment is dropped, and `;`, `&&`, `||`, `|` and line ends part commands.
 * Leading variable assignments (`A=1 npm publish`) are not words of the command.
 */
export function commandsOf(script: unknown): string[][] {
	if (typeof script !== 'string') return [];
	const commands: string[][] = [[]];
	let word: string | undefined;
	const endWord = () => {
		if (word !== undefined) commands[commands.length - 1].push(word);
		word = undefined;
	};
	const endCommand = () => {
		endWord();
		commands.push([]);
	};
	for (let at = 0; at < script.length; at++) {
		const character = script[at];
		if (character === '"' || character === "'") {
			const close = script.indexOf(character, at + 1);
			const end = close === -1 ? script.length : close;
			word = (word ?? '') + script.slice(at + 1, end);
			at = end;
		} else if (character === '\\' && script[at + 1] === '\n') at++;
		else if (character === '#' && word === undefined) {
			const lineEnd = script.indexOf('\n', at);
			at = (lineEnd === -1 ? script.length : lineEnd) - 1;
		} else if (/[\n;|&]/.test(character)) {
			if (character === '&' && script[at + 1] !== '&') word = (word ?? '') + character;
			else {
				if (script[at + 1] === character) at++;
				endCommand();
			}
		} else if (/\s/.test(character)) endWord();
		else word = (word ?? '') + character;
	}
	endWord();
	return commands
		.map((words) =>
			words.slice(
				Math.max(
					0,
					words.findIndex((each) => !/^\w+=/.test(each)),
				),
			),
		)
		.filter((words) => words.length > 0 && !/^\w+=/.test(words[0]));
}

const isPublish = (words: string[]) => words[0] === 'npm' && words[1] === 'publish';

/** npm's own setting for provenance, from the step, the job or the whole workflow. */
function provenanceByEnvironment(...envs: Array<Record<string, unknown> | undefined>): boolean {
	return envs.some(
		(env) => String(env?.NPM_CONFIG_PROVENANCE ?? env?.npm_config_provenance) === 'true',
	);
}

/** Whether a job's permissions (or the workflow's, when the job sets none) grant the OIDC token. */
function grantsIdToken(permissions: unknown): boolean {
	if (permissions === 'write-all') return true;
	return (
		typeof permissions === 'object' &&
		permissions !== null &&
		(permissions as Record<string, unknown>)['id-token'] === 'write'
	);
}

/** Every key and string value of the parsed workflow: comments are not in it. */
function everyText(value: unknown): string[] {
	if (typeof value === 'string') return [value];
	if (Array.isArray(value)) return value.flatMap(everyText);
	if (typeof value === 'object' && value !== null)
		return Object.entries(value).flatMap(([key, inner]) => [key, ...everyText(inner)]);
	return [];
}

function readWorkflow(root: string): Workflow | string {
	const path = join(root, WORKFLOW);
	if (!existsSync(path))
		return `${WORKFLOW} is missing: publish from GitHub Actions with npm publish --provenance`;
	try {
		return (parse(readFileSync(path, 'utf8')) as Workflow | null) ?? {};
	} catch (error) {
		return `${WORKFLOW} is not valid YAML: ${(error as Error).message.split('\n')[0]}`;
	}
}

/** The jobs with a step that runs npm publish itself (not inside an echo or a comment). */
function publishingJobs(workflow: Workflow): Array<[string, Job]> {
	return Object.entries(workflow.jobs ?? {}).filter(([, job]) =>
		(job.steps ?? []).some(({ run }) => commandsOf(run).some(isPublish)),
	);
}

/** publish.yml publishes from GitHub Actions with provenance, through npm's trusted publishing. */
export function trustedPublishing({ root }: PackageUnderCheck): string[] {
	const workflow = readWorkflow(root);
	if (typeof workflow === 'string') return [workflow];
	const fixes: string[] = [];
	const publishing = publishingJobs(workflow);
	if (publishing.length === 0)
		fixes.push(`${WORKFLOW} has no job with a step that runs npm publish --provenance`);
	for (const [name, job] of publishing) {
		const runsOn = job['runs-on'];
		if (typeof runsOn !== 'string' || !/^(ubuntu|windows|macos)-/.test(runsOn))
			fixes.push(
				`${WORKFLOW} job ${name} runs on ${JSON.stringify(runsOn ?? null)}: npm makes a ` +
					'provenance statement on GitHub-hosted runners only (runs-on: ubuntu-latest)',
			);
		if (!grantsIdToken(job.permissions ?? workflow.permissions))
			fixes.push(
				`${WORKFLOW} job ${name} lacks "id-token: write" in its permissions: trusted ` +
					"publishing and provenance take the job's OIDC token",
			);
		for (const step of job.steps ?? []) {
			for (const command of commandsOf(step.run).filter(isPublish)) {
				const provenance =
					command.includes('--provenance') ||
					provenanceByEnvironment(step.env, job.env, workflow.env);
				if (!provenance)
					fixes.push(
						`${WORKFLOW} job ${name} runs "${command.join(' ')}" without provenance: add ` +
							'--provenance',
					);
			}
		}
	}
	const texts = everyText(workflow);
	for (const secret of ['NPM_TOKEN', 'NODE_AUTH_TOKEN'])
		if (texts.some((text) => new RegExp(`\\b${secret}\\b`).test(text)))
			fixes.push(
				`${WORKFLOW} uses ${secret}: remove it and publish through trusted publishing (the ` +
					"job's OIDC token)",
			);
	return fixes;
}

/** The jobs a job waits for, directly or through others. */
function needsOf(jobs: Record<string, Job>, name: string, seen = new Set<string>()): Set<string> {
	const needs = jobs[name]?.needs ?? [];
	for (const need of Array.isArray(needs) ? needs : [needs]) {
		if (seen.has(need)) continue;
		seen.add(need);
		needsOf(jobs, need, seen);
	}
	return seen;
}

const SCAN = 'npm run scan -- --published <name>@<version>';

const isPublishedScan = (words: string[]) =>
	words[0] === 'npm' && words[1] === 'run' && words[2] === 'scan' && words.includes('--published');

/**
 * A job after the publishing one runs n8n's scanner on the version just published, so its checks
 * that need a published version (provenance, the attested source) run on every release. n8n's own
 * command (`npx @n8n/scan-community-package`) exits 0 when the scan fails, so `npm run scan` runs it.
 */
export function scanAfterPublishing({ root }: PackageUnderCheck): string[] {
	const workflow = readWorkflow(root);
	if (typeof workflow === 'string') return [workflow];
	const jobs = workflow.jobs ?? {};
	const publishing = publishingJobs(workflow).map(([name]) => name);
	if (publishing.length === 0)
		return [`${WORKFLOW} has no job that runs npm publish, so nothing scans what it published`];
	const scans = Object.entries(jobs).filter(
		([name, job]) =>
			(job.steps ?? []).some(({ run }) => commandsOf(run).some(isPublishedScan)) &&
			publishing.every((publisher) => needsOf(jobs, name).has(publisher)),
	);
	if (scans.length > 0) return [];
	return [
		`${WORKFLOW} has no job that needs ${publishing.join(', ')} and runs ${SCAN}: add one, so ` +
			"n8n's scanner checks the published version's provenance",
	];
}
