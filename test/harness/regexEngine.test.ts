import { safeRegex } from 'n8n-workflow';

describe("the node tests' pattern checks", () => {
	it('end however long a check takes: no wall clock decides a node test', () => {
		// Backtracks for over a second here, several times n8n's 250 ms limit.
		expect(safeRegex.test('^(a+)+$', `${'a'.repeat(24)}!`)).toBe(false);
	});

	it('answer as the pattern does', () => {
		expect(safeRegex.test('^tem_[a-z0-9_]+$', 'tem_welcome')).toBe(true);
		expect(safeRegex.exec('^(\\w+)_', 'tdft_1')?.[1]).toBe('tdft');
		expect(safeRegex.replace('a', 'banana', 'g', 'o')).toBe('bonono');
		expect(safeRegex.matchAll('n(a)', 'banana').map((match) => match[1])).toEqual(['a', 'a']);
		expect(safeRegex.split(',\\s*', 'a, b,c')).toEqual(['a', 'b', 'c']);
	});
});
