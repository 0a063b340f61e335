/**
 * `npm run check:live -- [--api-version V] [--media-type-name NAME] [--write] [--out DIR]`, with
 * the account's address and key in MESSAGE_TEMPLATES_BASE_URL and MESSAGE_TEMPLATES_API_KEY (or
 * --base-url and --api-key). Prints a table, writes live-check.md and live-check.json to DIR, and
 * exits 1 when anything drifts or fails. Neither the address nor the key is printed or written.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';

import {
	API_VERSIONS,
	DEFAULT_MEDIA_TYPE_NAME,
	isApiVersion,
	LATEST_VERSION,
	MEDIA_TYPE_NAME,
} from '../../nodes/shared/versions';
import { redact } from '../../nodes/shared/transport/redact';
import { temporaryFolder, withRunFolder } from '../../test/harness/temporaryFolder';
import { agreed, markdown, terminalTable } from './report';
import type { LiveCheckOptions } from './run';
import type { Row } from './model';

class UsageError extends Error {}

function readOptions(): LiveCheckOptions & { out: string } {
	const { values } = parseArgs({
		options: {
			'base-url': { type: 'string' },
			'api-key': { type: 'string' },
			'api-version': { type: 'string' },
			'media-type-name': { type: 'string' },
			write: { type: 'boolean' },
			out: { type: 'string' },
		},
		strict: true,
	});
	const baseUrl = values['base-url'] ?? process.env.MESSAGE_TEMPLATES_BASE_URL;
	const apiKey = values['api-key'] ?? process.env.MESSAGE_TEMPLATES_API_KEY;
	if (!baseUrl)
		throw new UsageError(
			"The account's address is missing: set MESSAGE_TEMPLATES_BASE_URL (or pass --base-url).",
		);
	if (!apiKey)
		throw new UsageError(
			"The account's API key is missing: set MESSAGE_TEMPLATES_API_KEY (or pass --api-key).",
		);
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
		apiKey,
		apiVersion,
		mediaTypeName,
		write: values.write === true,
		out: resolve(values.out ?? 'live-check'),
	};
}

async function main(): Promise<number> {
	const options = readOptions();
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
}

main().then(
	(code) => process.exit(code),
	(error: unknown) => {
		const message = error instanceof Error ? error.message : String(error);
		process.stderr.write(`${message}\n`);
		process.exit(error instanceof UsageError ? 2 : 1);
	},
);
