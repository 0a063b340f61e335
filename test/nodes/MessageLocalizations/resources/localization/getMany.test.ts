import type { INodeParameters } from 'n8n-workflow';

import type { ApiVersion } from '../../../../../nodes/shared/versions';
import { DEMO } from '../../../../../sandbox';
import { useNodeOnSandbox } from '../../../../harness/runNode';
import { blockParent, draftLocalizations, draftParent, nodeType } from '../../helpers';

const { sandbox, run, runJson } = useNodeOnSandbox(nodeType);
const { email, channels, blocks } = DEMO;

describe('Localization > Get Many', () => {
	it("lists an email draft's localizations as the service sends them", async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			...draftParent(email.welcomePublishedDraft),
		});
		expect(items).toEqual(await draftLocalizations(sandbox, 'email', email.welcomePublishedDraft));
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['de-DE'], ['es-ES']]);
		expect(items[0]).toMatchObject({
			id: expect.stringMatching(/^loc_/),
			updatedAt: expect.any(String),
		});
	});

	it('lists the localizations of an SMS draft under the /sms prefix', async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			...draftParent(channels.sms.publishedDraft, 'sms'),
		});
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['es-419']]);
		expect(items[0]).toMatchObject({ url: expect.stringMatching(/^\/sms\/localizations\//) });
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/sms/drafts/${channels.sms.publishedDraft}/localizations`,
		]);
	});

	it("lists a block's localizations, with no channel in the path", async () => {
		const items = await runJson({
			resource: 'localization',
			operation: 'getAll',
			channel: 'sms',
			...blockParent(blocks.footer),
		});
		expect(items.map(({ languages }) => languages)).toEqual([['fr-FR'], ['de-DE']]);
		expect((await sandbox.requests()).map(({ path }) => path)).toEqual([
			`/blocks/${blocks.footer}/localizations`,
		]);
	});

	it('passes the 2019.10 field names through: localization and a single language', async () => {
		const items = await runJson(
			{
				resource: 'localization',
				operation: 'getAll',
				...draftParent(email.welcomePublishedDraft),
			},
			{ version: '2019.10' },
		);
		expect(items).toHaveLength(3);
		expect(items[0]).toMatchObject({
			localization: expect.stringMatching(/^loc_/),
			language: 'fr-FR',
		});
		expect(items[0]).not.toHaveProperty('id');
		expect(items[0]).not.toHaveProperty('languages');
		expect(items[0]).not.toHaveProperty('updatedAt');
	});

	it('stops before any request when the version has no localizations, or no blocks', async () => {
		const refusals: Array<[INodeParameters, ApiVersion, string]> = [
			[
				draftParent(email.welcomePublishedDraft),
				'2019.03',
				'Localizations, translations and localization keys: available from API version 2019.10; the credential uses 2019.03',
			],
			[
				blockParent(blocks.footer),
				'2020.11',
				'Blocks: available from API version 2023.03; the credential uses 2020.11',
			],
			[
				draftParent(channels.push.publishedDraft, 'push'),
				'2024.08',
				'SMS, push, voice and live-activity templates: available from API version 2024.12',
			],
		];
		for (const [parent, version, message] of refusals) {
			await expect(
				run({ resource: 'localization', operation: 'getAll', ...parent }, { version }),
			).rejects.toThrow(message);
		}
		expect(await sandbox.requests()).toEqual([]);
	});
});
