/**
 * The test run's own folder in the system's temporary folder: the global setup creates it, every
 * folder a test needs is made inside it, and the global teardown removes it, pass or fail.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const runFolderVariable = 'MESSAGE_TEMPLATES_TEST_FOLDER';

/** Called by the global setup; a jest started by a test gets a folder of its own. */
export function createRunFolder(): void {
	process.env[runFolderVariable] = mkdtempSync(join(tmpdir(), 'n8n-nodes-message-templates-'));
}

export function removeRunFolder(): void {
	const folder = process.env[runFolderVariable];
	if (folder) rmSync(folder, { recursive: true, force: true });
}

/**
 * Runs `work` in a run folder of its own, removed afterwards, pass or fail: for a run outside jest
 * (the bench), whose processes make their folders inside it. An outer run's folder is kept as it was.
 */
export async function withRunFolder<T>(work: () => Promise<T>): Promise<T> {
	const outer = process.env[runFolderVariable];
	createRunFolder();
	try {
		return await work();
	} finally {
		removeRunFolder();
		if (outer === undefined) delete process.env[runFolderVariable];
		else process.env[runFolderVariable] = outer;
	}
}

/** A new empty folder for a test, removed with the run's folder. */
export function temporaryFolder(prefix: string): string {
	const runFolder = process.env[runFolderVariable];
	if (!runFolder)
		throw new Error(
			`${runFolderVariable} is not set: run the tests with jest.config.js, whose global setup creates it`,
		);
	return mkdtempSync(join(runFolder, prefix));
}
