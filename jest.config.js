/** @type {import('jest').Config} */
module.exports = {
	...require('./test/jest.base'),
	roots: ['<rootDir>/test'],
	testMatch: ['**/*.test.ts'],
	setupFiles: ['<rootDir>/test/harness/environment.ts', '<rootDir>/test/harness/regexEngine.ts'],
	// Every folder a test makes lies in one folder of the run, removed when the run ends.
	globalSetup: '<rootDir>/test/harness/globalSetup.ts',
	globalTeardown: '<rootDir>/test/harness/globalTeardown.ts',
	// Generous: a test that passes takes only the time it needs, and a busy machine may need more.
	testTimeout: 300_000,
	// The tests wait for answers, timers and polls more than they compute: two files at once even on
	// two cores (jest's own default there is one).
	maxWorkers: 2,
};
