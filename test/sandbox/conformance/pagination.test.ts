/** Paginated lists: 25 per page, opaque cursors stable under inserts and deletes, request counts. */
import { DEMO } from '../../../sandbox/index';
import { openSandbox, type SandboxClient } from '../client';

let client: SandboxClient;

beforeAll(async () => {
	client = await openSandbox({ generate: { templates: 180, drafts: 70 } });
});
afterAll(() => client.close());
afterEach(() => client.reset());

describe('Paginated lists', () => {
	it('fills every page but the last with exactly 25 items, and Return All makes ceil(N/25) requests', async () => {
		await client.delete('/_sandbox/requests', { accept: null });
		const { items, pages } = await client.all('/templates');
		expect(pages).toBe(Math.ceil(items.length / 25));
		const log = (await client.get('/_sandbox/requests', { accept: null })).json;
		expect(log).toHaveLength(pages);
		const first = (await client.get('/templates')).json;
		expect(first.data).toHaveLength(25);
	});

	it('neither skips nor repeats when drafts are added and removed between page reads', async () => {
		const all = (await client.all('/drafts')).items;
		const expected = all.map((item) => item.id);
		const archivable = (item: { designApprovedDate?: string }) =>
			item.designApprovedDate === undefined;
		const seen: string[] = [];
		let answer = (await client.get('/drafts')).json;
		seen.push(...answer.data.map((item: { id: string }) => item.id));
		// Archive one draft already read (the last one, where the cursor points) and one not yet read; add one.
		const removedRead = answer.data.filter(archivable).at(-1).id;
		const unread = all.slice(30).find(archivable).id;
		expect((await client.delete(`/drafts/${removedRead}`)).status).toBe(204);
		expect((await client.delete(`/drafts/${unread}`)).status).toBe(204);
		const added = (
			await client.post(`/drafts/${seen[0]}/duplicate`, { name: 'Added while paging' })
		).json.id;
		while (answer.cursor.hasMore) {
			answer = (await client.get(`/drafts?cursor=${answer.cursor.next}`)).json;
			seen.push(...answer.data.map((item: { id: string }) => item.id));
		}
		expect(new Set(seen).size).toBe(seen.length);
		expect(seen).toContain(added);
		expect(seen).not.toContain(unread);
		expect(seen.filter((id) => !expected.includes(id))).toEqual([added]);
		expect(expected.filter((id) => !seen.includes(id))).toEqual([unread]);
	});

	it('keeps a newly published template visible to a walk already past its creation position', async () => {
		const first = (await client.get('/templates')).json;
		await client.post(`/drafts/${DEMO.email.summerNewsletterDraft}/publish/approveAll`);
		const rest: string[] = [];
		let answer = first;
		while (answer.cursor.hasMore) {
			answer = (await client.get(`/templates?cursor=${answer.cursor.next}`)).json;
			rest.push(...answer.data.map((item: { id: string }) => item.id));
		}
		expect(rest).toContain(DEMO.email.summerNewsletterTemplate);
	});

	it('refuses malformed, foreign and never-issued cursors with 400 invalid_parameter', async () => {
		const draftsCursor = (await client.get('/drafts')).json.cursor.next;
		for (const cursor of [
			'nonsense',
			'%%%',
			draftsCursor,
			Buffer.from('templates|99999999').toString('base64url'),
			'',
		]) {
			const answer = await client.get(`/templates?cursor=${encodeURIComponent(cursor)}`);
			expect([cursor, answer.status, answer.json.code, answer.json.parameter]).toEqual([
				cursor,
				400,
				'invalid_parameter',
				'cursor',
			]);
		}
	});

	it('pages workspaces, themes and customer profiles the same way', async () => {
		for (const path of ['/workspaces', '/themes', '/customerprofiles', '/blocks']) {
			const answer = (await client.get(path)).json;
			expect(answer.cursor).toEqual({ next: '', hasMore: false });
		}
	});
});
