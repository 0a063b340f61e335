/**
 * `npm run sandbox -- [--host H] [--port P] [--api-key K] [--read-only-key K] [--data FILE]
 * [--generate templates=N,drafts=M] [--rate-limit N] [--rate-window MS] [--latency MS] [--fail-rate P] [--fail-seed S]
 * [--contract FILE] [--media-type-name NAME] [--drift KIND:OPERATION:...]...`
 *
 * `--contract FILE` checks every exchange against the vendor's OpenAPI document and prints each
 * difference on one line of stderr. `--media-type-name acme` answers `application/vnd.acme.<version>+json`
 * instead of the vendor's `vnd.service`, as a deployment that names its media types otherwise would.
 * `--drift`, as often as wanted, makes answers differ from the document the ways a live service's
 * may (drift.ts lists them), for the live check to find.
 */
import { parseArgs } from 'node:util';
import { describeViolation } from './contract';
import { parseGenerateOption } from './generate';
import { type SandboxOptions, startSandbox } from './index';
import { type SettingName, checkSettings } from './settings';

/** The flag of each setting, for errors that name what the user typed. */
const FLAGS: Readonly<Partial<Record<SettingName, string>>> = {
	latencyMs: '--latency',
	failRate: '--fail-rate',
	failSeed: '--fail-seed',
	rateLimit: '--rate-limit',
	rateWindowMs: '--rate-window',
};

function number(flag: string, value: string | undefined): number | undefined {
	if (value === undefined) return undefined;
	const parsed = Number(value);
	if (value.trim() === '' || !Number.isFinite(parsed))
		throw new Error(`--${flag} takes a number, not "${value}"`);
	return parsed;
}

function readOptions(): SandboxOptions {
	const { values } = parseArgs({
		options: {
			host: { type: 'string' },
			port: { type: 'string' },
			'api-key': { type: 'string' },
			'read-only-key': { type: 'string' },
			data: { type: 'string' },
			generate: { type: 'string' },
			'rate-limit': { type: 'string' },
			'rate-window': { type: 'string' },
			latency: { type: 'string' },
			'fail-rate': { type: 'string' },
			'fail-seed': { type: 'string' },
			contract: { type: 'string' },
			'media-type-name': { type: 'string' },
			drift: { type: 'string', multiple: true },
		},
		strict: true,
	});
	const port = number('port', values.port);
	if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
		throw new Error(`--port takes a whole number from 0 to 65535, not ${port}.`);
	}
	const settings = {
		rateLimit: number('rate-limit', values['rate-limit']),
		rateWindowMs: number('rate-window', values['rate-window']),
		latencyMs: number('latency', values.latency),
		failRate: number('fail-rate', values['fail-rate']),
		failSeed: number('fail-seed', values['fail-seed']),
	};
	checkSettings(settings, (name) => FLAGS[name] ?? name);
	return {
		host: values.host,
		port,
		apiKey: values['api-key'],
		readOnlyKey: values['read-only-key'],
		dataFile: values.data,
		generate: values.generate === undefined ? undefined : parseGenerateOption(values.generate),
		...settings,
		contract: values.contract,
		mediaTypeName: values['media-type-name'],
		drift: values.drift,
		onViolation: (violation) => process.stderr.write(`contract: ${describeViolation(violation)}\n`),
	};
}

async function main(): Promise<void> {
	const sandbox = await startSandbox(readOptions());
	// The key is printed once, here, for the person who started the sandbox; nothing else logs it.
	process.stdout.write(
		`Message Template Service sandbox listening on ${sandbox.url}\nAPI key: ${sandbox.apiKey}\n`,
	);
	const stop = () => {
		sandbox.close().then(
			() => process.exit(0),
			() => process.exit(1),
		);
	};
	process.once('SIGINT', stop);
	process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
	process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
	process.exit(1);
});
