/**
 * No line of nodes/ or credentials/ is wider than Prettier's printWidth, which Prettier itself
 * leaves to strings and comments. Only a line holding a URL may be wider, since a URL cannot be cut,
 * and generated data (a `generated/` folder), which a script writes.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

import { filesUnder } from './sourceFiles';

const root = join(__dirname, '../..');
const { printWidth, tabWidth } = require('../../.prettierrc.js') as {
	printWidth: number;
	tabWidth: number;
};
const generated = (path: string) => path.split('/').includes('generated');

const sourceFiles = (folder: string) =>
	filesUnder(folder, (path) => /\.(ts|js)$/.test(path) && !generated(path));

/** The width Prettier measures: a tab counts tabWidth, a character one, whatever its bytes. */
const widthOf = (line: string) => [...line.replace(/\t/g, ' '.repeat(tabWidth))].length;

describe('line width', () => {
	const files = [...sourceFiles('nodes'), ...sourceFiles('credentials')];

	it('reads the files of nodes/ and credentials/', () => {
		expect(files.length).toBeGreaterThan(200);
		expect(files).toContain('nodes/MessageDrafts/MessageDrafts.node.ts');
	});

	it(`keeps every line within ${printWidth} columns, but one that holds a URL`, () => {
		const wide = files.flatMap((file) =>
			readFileSync(join(root, file), 'utf8')
				.split('\n')
				.map((line, index) => ({ at: `${file}:${index + 1}`, line }))
				.filter(({ line }) => widthOf(line) > printWidth && !/https?:\/\/\S{20,}/.test(line))
				.map(({ at, line }) => `${at} (${widthOf(line)}): ${line.trim()}`),
		);
		expect(wide).toEqual([]);
	});
});
