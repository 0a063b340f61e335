/**
 * The command line of `npm run sandbox` and `npm run check:live`: their options, a usage built
 * from them for `--help`, and a usage mistake (an unknown option, a missing value) told apart from
 * a failure, with exit status 2 instead of 1. Option values are never quoted back: one may be a key.
 */
import { parseArgs } from 'node:util';

export interface OptionSpec {
	type: 'string' | 'boolean';
	multiple?: boolean;
	/** The value's name in the usage, as in `--out DIR`. */
	value?: string;
	/** What the option does, for the usage. */
	help: string;
}

export interface Command<Options extends Record<string, OptionSpec>> {
	/** As the user types it: `npm run check:live`. */
	name: string;
	/** The usage's lines before the options: what the command does, what it reads. */
	about: string;
	options: Options;
	/** The usage's lines after the options: the exit statuses. */
	exits: string;
}

export type OptionValues<Options extends Record<string, OptionSpec>> = {
	[Name in keyof Options]?: Options[Name]['type'] extends 'boolean'
		? boolean
		: Options[Name]['multiple'] extends true
			? string[]
			: string;
};

/** A mistake in what was typed: the command exits 2, saying what to type instead. */
export class UsageError extends Error {}

const HELP: OptionSpec = { type: 'boolean', help: 'Prints this text.' };

export function usage<Options extends Record<string, OptionSpec>>(
	command: Command<Options>,
): string {
	const rows = Object.entries({ ...command.options, help: HELP }).map(([name, spec]) => [
		`--${name}${spec.value ? ` ${spec.value}` : ''}`,
		spec.help,
	]);
	const width = Math.max(...rows.map(([flag]) => flag.length)) + 2;
	const options = rows.map(([flag, help]) => `  ${flag.padEnd(width)}${help}`).join('\n');
	return `Usage: ${command.name} -- [options]\n\n${command.about}\n\nOptions:\n${options}\n\n${command.exits}\n`;
}

/** The options given, or `help` when the usage was asked for. */
export function readCommandLine<Options extends Record<string, OptionSpec>>(
	command: Command<Options>,
	args: string[] = process.argv.slice(2),
): OptionValues<Options> | 'help' {
	const specs: Record<string, OptionSpec> = command.options;
	const { tokens } = parseArgs({
		args,
		options: { ...specs, help: { ...HELP, short: 'h' } },
		strict: false,
		allowPositionals: true,
		tokens: true,
	});
	const list = `${command.name} -- --help lists the options.`;
	const values: Record<string, string | boolean | string[]> = {};
	for (const token of tokens) {
		if (token.kind === 'positional')
			throw new UsageError(`${command.name} takes options only, each a --name. ${list}`);
		if (token.kind !== 'option') continue;
		if (token.name === 'help') return 'help';
		const spec = specs[token.name];
		if (spec === undefined) throw new UsageError(`Unknown option ${token.rawName}. ${list}`);
		const flag = `--${token.name}`;
		if (spec.type === 'boolean') {
			if (token.value !== undefined) throw new UsageError(`${flag} takes no value.`);
			values[token.name] = true;
			continue;
		}
		const needs = `${flag} needs a value, as in ${flag} ${spec.value ?? 'VALUE'}`;
		if (token.value === undefined) throw new UsageError(`${needs}.`);
		// "--out --write" is not the folder "--write": as node's strict parsing, it is refused.
		if (!token.inlineValue && token.value.startsWith('-'))
			throw new UsageError(`${needs}; one that starts with - goes as ${flag}=VALUE.`);
		const earlier = values[token.name];
		values[token.name] = spec.multiple
			? [...(Array.isArray(earlier) ? earlier : []), token.value]
			: token.value;
	}
	return values as OptionValues<Options>;
}

/**
 * Runs a command: prints the usage on `--help`, and on an error its message alone, exiting 2 for
 * a usage mistake and 1 otherwise. `main` resolves to the exit status, or to nothing for a command
 * that keeps running (a server).
 */
export function runCommand<Options extends Record<string, OptionSpec>>(
	command: Command<Options>,
	main: (options: OptionValues<Options>) => Promise<number | void>,
): void {
	const fail = (error: unknown) => {
		process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
		process.exit(error instanceof UsageError ? 2 : 1);
	};
	try {
		const options = readCommandLine(command);
		if (options === 'help') {
			process.stdout.write(usage(command));
			return;
		}
		main(options).then((status) => {
			if (status !== undefined) process.exit(status);
		}, fail);
	} catch (error) {
		fail(error);
	}
}
