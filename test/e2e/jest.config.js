/**
 * The end-to-end stage: the real n8n app (installed once into the user's cache) with the packed
 * package and the sandbox, started once for all files by the global setup. `N8N_VERSION` picks the
 * release (scripts/n8n/releases.ts); `core/` holds what runs on every supported release, the oldest
 * too (`npm run test:e2e:oldest`), the other files need the pinned one.
 * @type {import('jest').Config}
 */
module.exports = {
	...require('../jest.base'),
	rootDir: '../..',
	roots: ['<rootDir>/test/e2e'],
	testMatch: ['**/*.e2e.ts'],
	globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
	globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
	// Files share one n8n, and most of their time is waiting for n8n's next poll minute: four run at
	// once, so those minutes overlap.
	maxWorkers: 4,
	// Above the longest wait of a test (a draft to fire, then two polls), so that the wait fails first.
	testTimeout: 900_000,
};
