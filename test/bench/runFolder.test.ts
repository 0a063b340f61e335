/**
 * `npm run bench` runs outside jest, whose global setup makes the folder every n8n user folder goes
 * in: the bench makes its own, for the processes of its sides, and removes it at the end.
 */
import { existsSync, readdirSync } from 'node:fs';

import { SideProcess } from '../../bench/lib/sideProcess';
import { withRunFolder } from '../harness/temporaryFolder';

const RUN_FOLDER = 'MESSAGE_TEMPLATES_TEST_FOLDER';

it("gives a bench side's process a folder for its n8n user folder, and removes it afterwards", async () => {
	const { [RUN_FOLDER]: jestsFolder, N8N_USER_FOLDER: jestsUserFolder } = process.env;
	// As outside jest.
	delete process.env[RUN_FOLDER];
	delete process.env.N8N_USER_FOLDER;
	try {
		let benchFolder = '';
		await withRunFolder(async () => {
			benchFolder = process.env[RUN_FOLDER] ?? '';
			const side = await SideProcess.start('bare loop', 'barePerItem', {});
			await side.stop();
			expect(readdirSync(benchFolder)).toEqual([expect.stringMatching(/^n8n-/)]);
		});

		expect(benchFolder).not.toBe('');
		expect(existsSync(benchFolder)).toBe(false);
		expect(process.env[RUN_FOLDER]).toBeUndefined();
	} finally {
		process.env[RUN_FOLDER] = jestsFolder;
		process.env.N8N_USER_FOLDER = jestsUserFolder;
	}
}, 60_000);
