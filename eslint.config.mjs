// `npm run lint` is n8n's own lint for community packages, `n8n-node lint`, which runs ESLint over
// the clone with this file. node-cli's configuration holds the rules n8n's scanner applies and
// n8n Cloud's limits on imports and globals. Those limits are for the package (nodes/,
// credentials/, package.json, index.js); the sandbox, tests, scripts and benchmarks around it read
// files and start processes, so they are left out here and checked by the type check.
import { config } from '@n8n/node-cli/eslint';

const tooling = [
	'.tmp/**',
	'bench/**',
	'docs/**',
	'examples/**',
	'gulpfile.js',
	'jest.config.js',
	'sandbox/**',
	'scripts/**',
	'test/**',
];

// `n8n-node lint` passes ESLint no options, so a warning would not stop it: here each is an error.
const raised = (setting) =>
	setting === 'warn' || setting === 1
		? 'error'
		: Array.isArray(setting) && (setting[0] === 'warn' || setting[0] === 1)
			? ['error', ...setting.slice(1)]
			: setting;

export default [
	{ ignores: tooling },
	...config.map((entry) =>
		entry.rules
			? {
					...entry,
					rules: Object.fromEntries(
						Object.entries(entry.rules).map(([rule, setting]) => [rule, raised(setting)]),
					),
				}
			: entry,
	),
];
