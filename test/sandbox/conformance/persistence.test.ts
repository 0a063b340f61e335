/** `dataFile`: every change survives a restart; the file is replaced whole. */
import { mkdtempSync, readFileSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEMO } from '../../../sandbox/index';
import { openSandbox } from '../client';

describe('Persistence with a data file', () => {
	it('keeps every change across a restart, and resets back to the seed', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
		const dataFile = join(folder, 'state.json');
		const first = await openSandbox({ dataFile });
		const seeded = await first.state();
		expect(readFileSync(dataFile, 'utf8')).toBe(seeded);
		const copy = (await first.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, { name: 'Kept' })).json.id;
		await first.put(`/drafts/${copy}/localizations/it-IT`, { name: 'Italiano' });
		await first.post('/tags/create', { name: 'Kept tag', types: ['draft'], workspaceIds: [DEMO.workspaces.marketing] });
		const changed = await first.state();
		await first.close();

		const second = await openSandbox({ dataFile });
		expect(await second.state()).toBe(changed);
		expect((await second.get(`/drafts/${copy}?targetLanguage=html`)).json.localizations[0].name).toBe('Italiano');
		const another = (await second.post(`/drafts/${copy}/duplicate`, { name: 'Next id' })).json.id;
		expect(another).not.toBe(copy);
		await second.reset();
		expect(await second.state()).toBe(seeded);
		expect(readFileSync(dataFile, 'utf8')).toBe(seeded);
		await second.close();
		expect(readdirSync(folder)).toEqual(['state.json']);
	});

	it('does not write the file for refused requests', async () => {
		const folder = mkdtempSync(join(tmpdir(), 'sandbox-data-'));
		const dataFile = join(folder, 'state.json');
		const client = await openSandbox({ dataFile });
		const before = readFileSync(dataFile, 'utf8');
		expect((await client.post(`/drafts/${DEMO.email.welcomePublishedDraft}/publishRequest`)).status).toBe(403);
		expect(readFileSync(dataFile, 'utf8')).toBe(before);
		await client.close();
	});
});
