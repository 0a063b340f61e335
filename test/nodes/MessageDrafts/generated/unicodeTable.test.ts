import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(__dirname, '..', '..', '..', '..');

describe('the committed Unicode table', () => {
	it('is what `npm run unicode:table` writes from the pinned devDependencies', () => {
		const generated = spawnSync(
			join(root, 'node_modules', '.bin', 'tsx'),
			['scripts/unicode/unicodeTable.ts', '--print'],
			{
				cwd: root,
				encoding: 'utf8',
				maxBuffer: 16 * 1024 * 1024,
			},
		);
		expect(generated.stderr).toBe('');
		expect(generated.status).toBe(0);
		const committed = readFileSync(
			join(root, 'nodes', 'MessageDrafts', 'generated', 'unicodeTable.ts'),
			'utf8',
		);
		// Compared as lines, so that a difference shows as the few lines that differ.
		expect(generated.stdout.split('\n')).toEqual(committed.split('\n'));
	});
});
