/**
 * n8n-workflow checks a value against a locator's pattern in a `vm` with a 250 ms wall-clock limit,
 * a guard against patterns users write. On a loaded two-core machine (the node tests beside an n8n
 * and a Chromium), a check of a short id ran past it and node tests failed with "Regular expression
 * execution timed out": the limit measured the machine. The tests run the same RegExp without the
 * clock; the package's patterns are its own, anchored and linear. So does `npm run check:live`,
 * which runs the nodes through the same harness: under load it reported a comparison as failed with
 * the same message.
 */
import { setSafeRegexEngine } from 'n8n-workflow';

const withGlobal = (flags = '') => (flags.includes('g') ? flags : `${flags}g`);

setSafeRegexEngine({
	exec: (pattern, input, flags) => new RegExp(pattern, flags).exec(input),
	test: (pattern, input, flags) => new RegExp(pattern, flags).test(input),
	replace: (pattern, input, flags, replacement) =>
		input.replace(new RegExp(pattern, flags), replacement),
	matchAll: (pattern, input, flags) =>
		Array.from(input.matchAll(new RegExp(pattern, withGlobal(flags)))),
	split: (pattern, input, flags) => input.split(new RegExp(pattern, flags)),
});
