import type { INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import {
	blockParent,
	draftLocalizations,
	draftNamed,
	draftParent,
	languageOperation,
	type LocalizationRef,
	nodeType,
} from '../../helpers';

const { sandbox, run, runJson } = useNodeOnSandbox(nodeType);
const { email, blocks } = DEMO;

/** Upsert (with a name, or without) and Delete of one language of a draft or a block. */
const oneLanguage = (parent: INodeParameters, languageId: string) => ({
	upsert: (more?: INodeParameters) =>
		languageOperation('localization', 'upsert', parent, languageId, more),
	delete: () => languageOperation('localization', 'delete', parent, languageId),
});

const headerLocalizations = async () =>
	(await sandbox.api<LocalizationRef[]>('GET', `/blocks/${blocks.header}/localizations`)).body;

describe('Localization > Delete', () => {
	it('adds a language to an email draft, renames it, then deletes it', async () => {
		const italian = oneLanguage(draftParent(email.springSaleDraft), 'it-IT');
		const created = await runJson(italian.upsert({ name: 'Italiano' }));
		expect(created).toEqual([
			{ success: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([
			expect.objectContaining({ name: 'Italiano', languages: ['it-IT'] }),
		]);

		await run(italian.upsert({ name: 'Italian' }));
		await run(italian.upsert({ name: '' }));
		expect(
			(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).map(({ name }) => name),
		).toEqual(['Italian']);

		const deleted = await runJson(italian.delete());
		expect(deleted).toEqual([
			{ deleted: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([]);
	});

	it('adds and deletes a language of a push draft', async () => {
		const draft = await draftNamed(sandbox, 'push', 'Shipping notice v4');
		const german = oneLanguage(draftParent(draft.id, 'push'), 'de-DE');
		await run(german.upsert());
		expect(
			(await draftLocalizations(sandbox, 'push', draft.id)).map(({ name, languages }) => [
				name,
				languages,
			]),
		).toEqual([['de-DE', ['de-DE']]]);
		const deleted = await runJson(german.delete());
		expect(deleted).toEqual([{ deleted: true, draftId: draft.id, languageId: 'de-DE' }]);
		expect(await draftLocalizations(sandbox, 'push', draft.id)).toEqual([]);
		expect(
			(await sandbox.requests())
				.filter(({ method }) => method !== 'GET')
				.map(({ method, path }) => `${method} ${path}`),
		).toEqual([
			`PUT /push/drafts/${draft.id}/localizations/de-DE`,
			`DELETE /push/drafts/${draft.id}/localizations/de-DE`,
		]);
	});

	it('adds and deletes a language of a block', async () => {
		const dutch = oneLanguage(blockParent(blocks.header), 'nl-NL');
		const created = await runJson(dutch.upsert({ name: 'Dutch' }));
		expect(created).toEqual([{ success: true, blockId: blocks.header, languageId: 'nl-NL' }]);
		expect(await headerLocalizations()).toEqual([
			expect.objectContaining({ name: 'Dutch', languages: ['nl-NL'] }),
		]);

		await run(dutch.delete());
		expect(await headerLocalizations()).toEqual([]);
	});
});
