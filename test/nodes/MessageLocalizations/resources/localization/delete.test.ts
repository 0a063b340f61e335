import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import {
	blockParent,
	draftLocalizations,
	draftNamed,
	draftParent,
	type LocalizationRef,
	nodeType,
} from '../../helpers';

const { sandbox, run, runJson } = useNodeOnSandbox(nodeType);
const { email, blocks } = DEMO;

describe('Localization > Delete', () => {
	it('adds a language to an email draft, renames it, then deletes it', async () => {
		const parameters = {
			resource: 'localization',
			...draftParent(email.springSaleDraft),
			languageId: 'it-IT',
		};
		const created = await runJson({ ...parameters, operation: 'upsert', name: 'Italiano' });
		expect(created).toEqual([
			{ success: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([
			expect.objectContaining({ name: 'Italiano', languages: ['it-IT'] }),
		]);

		await run({ ...parameters, operation: 'upsert', name: 'Italian' });
		await run({ ...parameters, operation: 'upsert', name: '' });
		expect(
			(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).map(({ name }) => name),
		).toEqual(['Italian']);

		const deleted = await runJson({ ...parameters, operation: 'delete' });
		expect(deleted).toEqual([
			{ deleted: true, draftId: email.springSaleDraft, languageId: 'it-IT' },
		]);
		expect(await draftLocalizations(sandbox, 'email', email.springSaleDraft)).toEqual([]);
	});

	it('adds and deletes a language of a push draft', async () => {
		const draft = await draftNamed(sandbox, 'push', 'Shipping notice v4');
		const parameters = {
			resource: 'localization',
			...draftParent(draft.id, 'push'),
			languageId: 'de-DE',
		};
		await run({ ...parameters, operation: 'upsert' });
		expect(
			(await draftLocalizations(sandbox, 'push', draft.id)).map(({ name, languages }) => [
				name,
				languages,
			]),
		).toEqual([['de-DE', ['de-DE']]]);
		const deleted = await runJson({ ...parameters, operation: 'delete' });
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
		const parameters = {
			resource: 'localization',
			...blockParent(blocks.header),
			languageId: 'nl-NL',
		};
		const created = await runJson({ ...parameters, operation: 'upsert', name: 'Dutch' });
		expect(created).toEqual([{ success: true, blockId: blocks.header, languageId: 'nl-NL' }]);
		const { body: refs } = await sandbox.api<LocalizationRef[]>(
			'GET',
			`/blocks/${blocks.header}/localizations`,
		);
		expect(refs).toEqual([expect.objectContaining({ name: 'Dutch', languages: ['nl-NL'] })]);

		await run({ ...parameters, operation: 'delete' });
		const { body: after } = await sandbox.api<LocalizationRef[]>(
			'GET',
			`/blocks/${blocks.header}/localizations`,
		);
		expect(after).toEqual([]);
	});
});
