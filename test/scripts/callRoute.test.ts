/**
 * `npm run route` counts what a reader following the calls meets: a small tree whose route is known
 * by hand, with a call back into a file left before, a function called twice, a callback, a class
 * and a getter.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';

import { routeOf } from '../../scripts/route/callRoute';
import { temporaryFolder } from '../harness/temporaryFolder';

function tree(files: Record<string, string>): string {
	const root = temporaryFolder('call-route-');
	writeFileSync(join(root, 'tsconfig.json'), JSON.stringify({ compilerOptions: { strict: true } }));
	for (const [name, text] of Object.entries(files)) writeFileSync(join(root, name), text);
	return root;
}

describe('routeOf', () => {
	it('follows the calls in the order written, and counts each stay in a file left before', () => {
		const root = tree({
			'start.ts': [
				"import { Reader, twice } from './b';",
				"import { helper } from './c';",
				'export function start(): number {',
				'\tconst reader = new Reader();',
				'\t[1, 2].map((n) => helper(n));',
				'\treturn twice(1) + twice(2) + reader.size + local();',
				'}',
				'function local(): number {',
				'\treturn 0;',
				'}',
			].join('\n'),
			'b.ts': [
				"import { helper } from './c';",
				'export class Reader {',
				'\tprivate readonly base = helper(0);',
				'\tget size(): number {',
				'\t\treturn this.base;',
				'\t}',
				'}',
				'export function twice(n: number): number {',
				'\treturn helper(n) * 2;',
				'}',
			].join('\n'),
			'c.ts': 'export function helper(n: number): number {\n\treturn n;\n}\n',
		});

		const route = routeOf(root, 'start.ts', 'start');

		expect(route.stays).toEqual([
			'start.ts',
			'b.ts', // new Reader(): the initial value of its field calls helper
			'c.ts', // and so does the callback, in the same stay
			'b.ts', // twice
			'c.ts',
			'b.ts', // twice again, not walked again; then the getter
			'start.ts', // local
		]);
		expect(route.files).toEqual(['start.ts', 'b.ts', 'c.ts']);
		expect(route.returns).toBe(4);
		expect(route.lines).toBe(5);
	});

	it('names what it cannot find', () => {
		const root = tree({ 'start.ts': 'export const start = 1;\n' });
		expect(() => routeOf(root, 'start.ts', 'start')).toThrow('No start in start.ts.');
	});
});
