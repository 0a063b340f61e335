/**
 * The command line the sandbox and the live check share: what it reads, the usage it prints, and
 * each mistake it refuses, worded without quoting a value (one may be a key).
 */
import { readCommandLine, usage, UsageError } from '../../sandbox/commandLine';

const COMMAND = {
	name: 'npm run example',
	about: 'Does an example.',
	options: {
		out: { type: 'string', value: 'DIR', help: 'Where it goes.' },
		drift: { type: 'string', multiple: true, help: 'As often as wanted.' },
		write: { type: 'boolean', help: 'Also writes.' },
	},
	exits: 'Exit status: 0, 1 or 2.',
} as const;

const read = (...args: string[]) => readCommandLine(COMMAND, args);

describe('the command line', () => {
	it('reads values given either way, a repeated option into a list, and a flag', () => {
		expect(read('--out', 'a', '--drift=x', '--drift', 'y', '--write')).toEqual({
			out: 'a',
			drift: ['x', 'y'],
			write: true,
		});
		expect(read('--out=-dashed')).toEqual({ out: '-dashed' });
		expect(read()).toEqual({});
	});

	it('asks for the usage with --help or -h, whatever else is given', () => {
		expect(read('--help')).toBe('help');
		expect(read('--out', 'a', '-h')).toBe('help');
	});

	it('lists every option with its value and what it does, then the exit statuses', () => {
		expect(usage(COMMAND)).toBe(
			[
				'Usage: npm run example -- [options]',
				'',
				'Does an example.',
				'',
				'Options:',
				'  --out DIR  Where it goes.',
				'  --drift    As often as wanted.',
				'  --write    Also writes.',
				'  --help     Prints this text.',
				'',
				'Exit status: 0, 1 or 2.',
				'',
			].join('\n'),
		);
	});

	it.each([
		{
			args: ['--bogus=secret'],
			error: 'Unknown option --bogus. npm run example -- --help lists the options.',
		},
		{ args: ['-x'], error: 'Unknown option -x. npm run example -- --help lists the options.' },
		{
			args: ['secret'],
			error:
				'npm run example takes options only, each a --name. npm run example -- --help lists the options.',
		},
		{ args: ['--out'], error: '--out needs a value, as in --out DIR.' },
		{
			args: ['--out', '--write'],
			error: '--out needs a value, as in --out DIR; one that starts with - goes as --out=VALUE.',
		},
		{ args: ['--write=secret'], error: '--write takes no value.' },
	])('refuses $args as a usage mistake, quoting no value', ({ args, error }) => {
		expect(() => read(...args)).toThrow(new UsageError(error));
		expect(() => read(...args)).toThrow(UsageError);
	});
});
