/**
 * What every jest configuration of the clone shares: the unit and node tests' (jest.config.js),
 * the end-to-end stage's and the queue-mode stage's.
 * @type {import('jest').Config}
 */
module.exports = {
	testEnvironment: 'node',
	// In the clone, not the system's temporary folder, which a test run leaves as it found it.
	cacheDirectory: '<rootDir>/node_modules/.cache/jest',
	reporters: ['default', '<rootDir>/test/reporters/plainSummary.js'],
	transform: {
		// Type checking is `npm run typecheck`'s job; jest only strips types.
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }],
	},
};
