import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';

import { ROOT } from './sandboxProcess';

/** An earlier commit's nodes, in a folder of the clone, beside this tree's node_modules. */
export function earlierTree(commit: string): string {
	const folder = join(ROOT, '.tmp', `bench-before-${commit}`);
	if (!existsSync(join(folder, 'nodes'))) {
		mkdirSync(folder, { recursive: true });
		const archive = execFileSync('git', ['archive', commit, 'nodes'], { cwd: ROOT });
		execFileSync('tar', ['-x', '-C', folder], { input: archive });
	}
	return folder;
}

/** `--rounds N --before <commit>`, by default the commit this round of work began from. */
export function beforeArguments(rounds: number): { rounds: number; commit: string } {
	const { values } = parseArgs({
		options: {
			rounds: { type: 'string', default: String(rounds) },
			before: { type: 'string', default: '85e28ab' },
		},
	});
	return { rounds: Number(values.rounds), commit: values.before };
}
