/**
 * The queue-mode stage: n8n main and two workers on PostgreSQL and Redis (from the PATH, or
 * Debian's packages installed where missing), with the packed package and the sandbox, started by
 * the test file itself since it stops and kills workers.
 * @type {import('jest').Config}
 */
module.exports = {
	...require('../jest.base'),
	rootDir: '../..',
	roots: ['<rootDir>/test/e2e-queue'],
	testMatch: ['**/*.e2e.ts'],
	maxWorkers: 1,
	// Polls come once a minute, and a killed worker's execution is declared lost only after Bull's
	// lock and stall checks (about a minute) and n8n's own rechecks (30 s); a wait that runs out
	// must fail first, with what it last saw.
	testTimeout: 900_000,
};
