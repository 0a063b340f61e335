/**
 * `dataFile`: every change survives a restart. A write appends its change to a journal beside the
 * snapshot; a crash mid-append loses that write only, and never leaves a half state.
 */
import {
	copyFileSync,
	readFileSync,
	readdirSync,
	statSync,
	truncateSync,
	writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import { DEMO, startSandbox } from '../../../sandbox/index';
import { temporaryFolder } from '../../harness/temporaryFolder';
import { openSandbox, type SandboxClient } from '../client';

function dataFileIn(): { folder: string; dataFile: string; journal: string } {
	const folder = temporaryFolder('sandbox-data-');
	const dataFile = join(folder, 'state.json');
	return { folder, dataFile, journal: `${dataFile}.journal` };
}

function succeeded(answer: { status: number; text: string }): void {
	if (answer.status >= 300) throw new Error(`The write failed: ${answer.status} ${answer.text}`);
}

const journalLines = (journal: string) =>
	readFileSync(journal, 'utf8')
		.split('\n')
		.filter((line) => line !== '');

/** Writes of every kind a route makes: adds, changes in place, removals, new localization ids, publication. */
async function writeEverything(client: SandboxClient): Promise<string> {
	const copy = (
		await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, { name: 'Kept' })
	).json.id as string;
	succeeded(await client.put(`/drafts/${copy}/localizations/it-IT`, { name: 'Italiano' }));
	succeeded(
		await client.put(`/drafts/${copy}/localizations/it-IT/translations`, {
			'Spring sale': 'Saldi di primavera',
		}),
	);
	succeeded(
		await client.put(`/blocks/${DEMO.blocks.footer}/localizations/ja-JP`, { name: '日本語' }),
	);
	succeeded(await client.put(`/drafts/${copy}/lockForTranslation`));
	succeeded(await client.delete(`/drafts/${copy}/lockForTranslation`));
	succeeded(await client.post(`/drafts/${copy}/publishRequest`));
	succeeded(
		await client.post(`/drafts/${copy}/publish/approveAll`, 'Ship it', {
			contentType: 'text/plain',
		}),
	);
	const tag = (
		await client.post('/tags/create', { name: 'Kept tag', types: ['template'], workspaceIds: [] })
	).json.id as string;
	succeeded(
		await client.call(`/tags/update/${tag}`, { method: 'PATCH', body: { name: 'Renamed tag' } }),
	);
	succeeded(await client.put(`/tags/assign/${DEMO.email.orderTemplate}`, { tagIds: [tag] }));
	succeeded(
		await client.post(`/tags/unassign/${DEMO.email.welcomeTemplate}`, {
			tagIds: [DEMO.tags.transactional],
		}),
	);
	const spare = (
		await client.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, { name: 'Archived' })
	).json.id as string;
	succeeded(await client.delete(`/drafts/${spare}`));
	return copy;
}

describe('Persistence with a data file', () => {
	it('keeps every change across a restart, and resets back to the seed', async () => {
		const { folder, dataFile } = dataFileIn();
		const first = await openSandbox({ dataFile });
		const seeded = await first.state();
		expect(readFileSync(dataFile, 'utf8')).toBe(seeded);
		const copy = await writeEverything(first);
		// Deleting a tag walks every resource: that write makes a snapshot rather than a journal line.
		expect((await first.delete(`/tags/delete/${DEMO.tags.seasonal}`)).status).toBe(200);
		await first.post(`/drafts/${copy}/duplicate`, { name: 'After the snapshot' });
		const changed = await first.state();
		await first.close();

		const second = await openSandbox({ dataFile });
		expect(await second.state()).toBe(changed);
		expect(
			(await second.get(`/drafts/${copy}?targetLanguage=html`)).json.localizations[0].name,
		).toBe('Italiano');
		const another = (await second.post(`/drafts/${copy}/duplicate`, { name: 'Next id' })).json.id;
		expect(another).not.toBe(copy);
		await second.reset();
		expect(await second.state()).toBe(seeded);
		expect(readFileSync(dataFile, 'utf8')).toBe(seeded);
		await second.close();
		expect(readdirSync(folder).sort()).toEqual(['state.json', 'state.json.journal']);
	});

	it('appends one line per write to the journal and leaves the snapshot alone', async () => {
		const { dataFile, journal } = dataFileIn();
		const client = await openSandbox({ dataFile });
		const snapshot = readFileSync(dataFile, 'utf8');
		expect(journalLines(journal)).toHaveLength(1);
		await writeEverything(client);
		// Fourteen writes, fourteen lines after the header; the snapshot is the same bytes.
		expect(journalLines(journal)).toHaveLength(15);
		expect(readFileSync(dataFile, 'utf8')).toBe(snapshot);
		// Each line holds the records a write changed, not the account: far smaller than the snapshot.
		expect(statSync(journal).size).toBeLessThan(statSync(dataFile).size / 5);
		await client.close();
	});

	it('does not write the file or the journal for refused requests', async () => {
		const { dataFile, journal } = dataFileIn();
		const client = await openSandbox({ dataFile });
		const before = [readFileSync(dataFile, 'utf8'), readFileSync(journal, 'utf8')];
		expect(
			(await client.post(`/drafts/${DEMO.email.welcomePublishedDraft}/publishRequest`)).status,
		).toBe(403);
		expect([readFileSync(dataFile, 'utf8'), readFileSync(journal, 'utf8')]).toEqual(before);
		await client.close();
	});

	it('ignores a last journal line cut short by a crash: the state is the one before that write', async () => {
		const { dataFile, journal } = dataFileIn();
		const first = await openSandbox({ dataFile });
		await writeEverything(first);
		const beforeLastWrite = await first.state();
		expect(
			(await first.post(`/drafts/${DEMO.email.springSaleDraft}/duplicate`, { name: 'Torn' }))
				.status,
		).toBe(200);
		await first.close();
		// The crash: the last append stopped half-way through its line.
		const lines = journalLines(journal);
		const last = lines[lines.length - 1];
		truncateSync(journal, statSync(journal).size - Math.ceil(Buffer.byteLength(`${last}\n`) / 2));

		const second = await openSandbox({ dataFile });
		expect(await second.state()).toBe(beforeLastWrite);
		// The restart wrote a fresh snapshot, so the torn bytes never precede a new line.
		expect(readFileSync(dataFile, 'utf8')).toBe(beforeLastWrite);
		expect(journalLines(journal)).toHaveLength(1);
		await second.close();
	});

	it('ignores a journal older than the snapshot, as a crash between the two renames of a snapshot leaves it', async () => {
		const { folder, dataFile, journal } = dataFileIn();
		const first = await openSandbox({ dataFile });
		await writeEverything(first);
		const staleJournal = join(folder, 'stale.journal');
		copyFileSync(journal, staleJournal);
		// This write walks every resource, so it writes a snapshot and a new journal.
		expect((await first.delete(`/tags/delete/${DEMO.tags.seasonal}`)).status).toBe(200);
		const afterSnapshot = await first.state();
		await first.close();
		copyFileSync(staleJournal, journal);

		const second = await openSandbox({ dataFile });
		expect(await second.state()).toBe(afterSnapshot);
		await second.close();
	});

	it('refuses to start on a journal damaged before its last line, naming the line', async () => {
		const { dataFile, journal } = dataFileIn();
		const first = await openSandbox({ dataFile });
		await writeEverything(first);
		await first.close();
		const lines = journalLines(journal);
		lines[3] = lines[3].slice(0, 20);
		writeFileSync(journal, `${lines.join('\n')}\n`);
		await expect(startSandbox({ port: 0, dataFile })).rejects.toThrow(
			`${journal}: line 4 is damaged; the state after it cannot be read`,
		);
	});
});
