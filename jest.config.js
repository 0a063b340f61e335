/** @type {import('jest').Config} */
module.exports = {
	testEnvironment: 'node',
	reporters: ['default', '<rootDir>/test/reporters/plainSummary.js'],
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	transform: {
		// Type checking is `npm run typecheck`'s job; jest only strips types.
		'^.+\\.ts$': ['ts-jest', { tsconfig: 'tsconfig.test.json' }],
	},
	setupFiles: ['<rootDir>/test/harness/environment.ts'],
	testTimeout: 30000,
};
