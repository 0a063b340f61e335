/**
 * `npm run sandbox -- [options]`: the sandbox on its own (`--help` lists the options).
 *
 * `--contract FILE` checks every exchange against the vendor's OpenAPI document and prints each
 * difference on one line of stderr. `--media-type-name acme` answers `application/vnd.acme.<version>+json`
 * instead of the vendor's `vnd.service`, as a deployment that names its media types otherwise would.
 * `--drift`, as often as wanted, makes answers differ from the document the ways a live service's
 * may (drift.ts lists them), for the live check to find.
 */
import {
	type Command,
	type OptionSpec,
	type OptionValues,
	runCommand,
	UsageError,
} from './commandLine';
import { describeViolation } from './contract';
import { parseDrift } from './drift';
import { parseGenerateOption } from './generate';
import { checkMediaTypeName, type SandboxOptions, startSandbox } from './index';
import { type SettingName, checkSettings } from './settings';

/** An option that takes a value, shown in the usage as `--name VALUE`. */
const valueOption = (value: string, help: string) => ({ type: 'string', value, help }) as const;

const SANDBOX = {
	name: 'npm run sandbox',
	about:
		'Starts the sandbox, a local Message Template Service with a demo account, and prints its\n' +
		'address and API key. Ctrl-C stops it. More in docs/sandbox.md.',
	options: {
		host: valueOption('HOST', 'The address to listen on (127.0.0.1).'),
		port: valueOption('PORT', 'The port to listen on (4010; 0 for any free one).'),
		'api-key': valueOption('KEY', 'The key it accepts (sandbox-key).'),
		'read-only-key': valueOption('KEY', 'A second key, which may only read.'),
		data: valueOption('FILE', 'Keeps the account in FILE across restarts.'),
		generate: valueOption(
			'templates=N,drafts=M',
			'A large synthetic account instead of the demo one.',
		),
		'rate-limit': valueOption('N', 'Requests a minute (3600).'),
		'rate-window': valueOption(
			'MS',
			'Counts the limit in windows this long, each allowing its share.',
		),
		latency: valueOption('MS', 'Answers this much later (0 to 60000).'),
		'fail-rate': valueOption('P', 'Answers this share with 500 or 429.'),
		'fail-seed': valueOption('S', 'The seed that picks those answers.'),
		contract: valueOption('FILE', "Checks every exchange against the vendor's OpenAPI document."),
		'media-type-name': valueOption(
			'NAME',
			'Answers application/vnd.NAME.<version>+json (service).',
		),
		drift: {
			type: 'string',
			multiple: true,
			value: 'KIND:OPERATION:...',
			help: 'Makes answers differ from the document; as often as wanted.',
		},
	},
	exits:
		'Exit status: 0 once stopped; 1 when it cannot start (its port taken, a file it cannot\n' +
		'read); 2 when an option is wrong, and nothing starts.',
} as const satisfies Command<Record<string, OptionSpec>>;

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
		throw new UsageError(`--${flag} takes a number, not "${value}"`);
	return parsed;
}

/** A value the sandbox's own checks refuse is a usage mistake here. */
function checked<T>(read: () => T): T {
	try {
		return read();
	} catch (error) {
		throw error instanceof UsageError ? error : new UsageError((error as Error).message);
	}
}

function sandboxOptions(values: OptionValues<typeof SANDBOX.options>): SandboxOptions {
	const port = number('port', values.port);
	if (port !== undefined && !(Number.isInteger(port) && port >= 0 && port <= 65_535)) {
		throw new UsageError(`--port takes a whole number from 0 to 65535, not ${port}.`);
	}
	const settings = {
		rateLimit: number('rate-limit', values['rate-limit']),
		rateWindowMs: number('rate-window', values['rate-window']),
		latencyMs: number('latency', values.latency),
		failRate: number('fail-rate', values['fail-rate']),
		failSeed: number('fail-seed', values['fail-seed']),
	};
	checked(() => checkSettings(settings, (name) => FLAGS[name] ?? name));
	for (const drift of values.drift ?? []) checked(() => parseDrift(drift));
	checked(() =>
		checkMediaTypeName({ mediaTypeName: values['media-type-name'], contract: values.contract }),
	);
	return {
		host: values.host,
		port,
		apiKey: values['api-key'],
		readOnlyKey: values['read-only-key'],
		dataFile: values.data,
		generate:
			values.generate === undefined
				? undefined
				: checked(() => parseGenerateOption(values.generate as string)),
		...settings,
		contract: values.contract,
		mediaTypeName: values['media-type-name'],
		drift: values.drift,
		onViolation: (violation) => process.stderr.write(`contract: ${describeViolation(violation)}\n`),
	};
}

runCommand(SANDBOX, async (values) => {
	const sandbox = await startSandbox(sandboxOptions(values));
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
});
