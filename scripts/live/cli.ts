/**
 * `npm run check:live -- [options]`, with the account's address and key in
 * MESSAGE_TEMPLATES_BASE_URL and MESSAGE_TEMPLATES_API_KEY (`--help` lists the options). Prints a
 * table, writes live-check.md and live-check.json, and exits 1 when anything drifts or fails, 2 on
 * a usage mistake. Neither the address nor the key is printed or written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

import { checkBaseUrl } from '../../nodes/shared/transport/baseUrl';
import {
	API_VERSIONS,
	DEFAULT_MEDIA_TYPE_NAME,
	isApiVersion,
	LATEST_VERSION,
	MEDIA_TYPE_NAME,
} from '../../nodes/shared/versions';
import { redact } from '../../nodes/shared/transport/redact';
import {
	type Command,
	type OptionSpec,
	type OptionValues,
	runCommand,
	UsageError,
} from '../../sandbox/commandLine';
import { temporaryFolder, withRunFolder } from '../../test/harness/temporaryFolder';
import { agreed, markdown, terminalTable } from './report';
import type { LiveCheckOptions } from './run';
import type { Row } from './model';
import { inPlaceOfCredential } from './wording';

const BASE_URL = 'MESSAGE_TEMPLATES_BASE_URL';
const API_KEY = 'MESSAGE_TEMPLATES_API_KEY';

const LIVE_CHECK = {
	name: 'npm run check:live',
	about:
		"Runs the package's nodes against your account, reading only, and checks every answer\n" +
		"against the service's contract. The account comes from the environment:\n\n" +
		`  export ${BASE_URL}=https://api.example.com\n` +
		`  export ${API_KEY}=...   # your account's key\n\n` +
		'More in docs/live-check.md.',
	options: {
		'api-version': {
			type: 'string',
			value: 'V',
			help: `The version the credential uses (${LATEST_VERSION}, the newest, by default).`,
		},
		'media-type-name': {
			type: 'string',
			value: 'NAME',
			help: `As the credential's Media Type Name (${DEFAULT_MEDIA_TYPE_NAME} by default).`,
		},
		write: { type: 'boolean', help: 'Also runs the writes, on a copy of one draft.' },
		out: { type: 'string', value: 'DIR', help: 'Where the report goes (live-check/).' },
		'base-url': { type: 'string', value: 'URL', help: `In place of ${BASE_URL}.` },
		'api-key': {
			type: 'string',
			value: 'KEY',
			help: `In place of ${API_KEY}; npm and your shell's history keep it: avoid.`,
		},
	},
	exits:
		'Exit status: 0 when every row agrees (or is not available, or skipped), 1 when one drifts\n' +
		'or fails, 2 when an option is wrong (nothing is sent).',
} as const satisfies Command<Record<string, OptionSpec>>;

function readOptions(
	values: OptionValues<typeof LIVE_CHECK.options>,
): LiveCheckOptions & { out: string } {
	const baseUrlFrom = values['base-url'] === undefined ? BASE_URL : '--base-url';
	const baseUrl = values['base-url'] ?? process.env[BASE_URL];
	const apiKey = values['api-key'] ?? process.env[API_KEY];
	if (!baseUrl)
		throw new UsageError(`The account's address is missing: set ${BASE_URL} (or pass --base-url).`);
	// The node's own check, so the live check refuses what the credential would.
	const base = checkBaseUrl(baseUrl);
	if (!base.ok)
		throw new UsageError(`${base.message} ${inPlaceOfCredential(base.fix, baseUrlFrom)}`);
	if (!apiKey)
		throw new UsageError(`The account's API key is missing: set ${API_KEY} (or pass --api-key).`);
	const apiVersion = values['api-version'] ?? LATEST_VERSION;
	if (!isApiVersion(apiVersion))
		throw new UsageError(
			`--api-version takes one of ${API_VERSIONS.join(', ')}, not "${apiVersion}".`,
		);
	const mediaTypeName = values['media-type-name'] ?? DEFAULT_MEDIA_TYPE_NAME;
	if (!MEDIA_TYPE_NAME.test(mediaTypeName))
		throw new UsageError(
			'--media-type-name takes letters, digits and hyphens, as in ' +
				`application/vnd.<name>.<version>+json, not "${mediaTypeName}".`,
		);
	return {
		baseUrl,
		baseUrlFrom,
		apiKey,
		apiVersion,
		mediaTypeName,
		write: values.write === true,
		out: resolve(values.out ?? 'live-check'),
	};
}

runCommand(LIVE_CHECK, async (values) => {
	const options = readOptions(values);
	if (values['api-key'] !== undefined)
		process.stderr.write(
			`Warning: a key given with --api-key stays in your shell's history, and npm run prints ` +
				`the command it runs (unless -s): set ${API_KEY} instead.\n`,
		);
	// The address and key stay out of everything shown or written, whatever a message quotes.
	const secrets = [options.apiKey, options.baseUrl, new URL(options.baseUrl).host].filter(
		(secret) => secret.length >= 4,
	);
	const hide = (text: string) => redact(text, secrets);
	const progress = (row: Row) => {
		const where = [row.node, row.operation, row.channel].filter(Boolean).join(' · ');
		process.stdout.write(hide(`${row.outcome.padEnd(13)} ${where}\n`));
	};
	const report = await withRunFolder(async () => {
		// n8n-core keeps its settings in a folder and logs what nodes throw: set before it loads, so
		// nothing lands in the user's ~/.n8n and the table is the only output.
		process.env.N8N_USER_FOLDER = temporaryFolder('n8n-');
		process.env.N8N_LOG_LEVEL = 'silent';
		const { runLiveCheck } = await import('./run');
		return await runLiveCheck({ ...options, onRow: progress });
	});
	mkdirSync(options.out, { recursive: true });
	writeFileSync(join(options.out, 'live-check.md'), hide(markdown(report)));
	writeFileSync(join(options.out, 'live-check.json'), hide(`${JSON.stringify(report, null, 2)}\n`));
	process.stdout.write(hide(`\n${terminalTable(report)}\n`));
	process.stdout.write(`Report: ${join(options.out, 'live-check.md')} and live-check.json\n`);
	return agreed(report) ? 0 : 1;
});
