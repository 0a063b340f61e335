import { po } from 'gettext-parser';

import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import { blockParent, channelPath, draftParent, nodeType } from '../../helpers';

const sandbox = useSandbox();
const { run, runJson, runError } = nodeRuns(nodeType, sandbox);
const { email, channels, blocks } = DEMO;

interface Key {
	key: string;
	comment: string;
}

beforeEach(async () => {
	await sandbox.clearRequests();
});

async function keysOf(path: string) {
	const { body } = await sandbox.api<Key[]>('GET', `${path}/localizationKeys`);
	return body;
}

describe('Localization Key > Get Many', () => {
	it.each([
		['email', email.welcomePublishedDraft],
		['liveactivity', channels.liveactivity.publishedDraft],
	] as const)('lists the keys of a %s draft as items', async (channel, draftId) => {
		const items = await runJson({
			resource: 'localizationKey',
			operation: 'getAll',
			...draftParent(draftId, channel),
		});
		const expected = await keysOf(`${channelPath(channel)}/drafts/${draftId}`);
		expect(expected.length).toBeGreaterThan(0);
		expect(items).toEqual(expected);
		expect(items).toContainEqual({
			key: expect.stringContaining('%(first_name)s'),
			comment: expect.any(String),
		});
	});

	it('lists the keys of a block as items', async () => {
		const items = await runJson({
			resource: 'localizationKey',
			operation: 'getAll',
			...blockParent(blocks.footer),
		});
		expect(items.map(({ key }) => key)).toEqual(
			expect.arrayContaining(['Acme Inc., 1 Main Street', 'Unsubscribe']),
		);
		expect(items).toEqual(await keysOf(`/blocks/${blocks.footer}`));
	});

	it("downloads an email draft's keys as a POT file named after the draft", async () => {
		const draftId = email.welcomePublishedDraft;
		const [[item]] = await run({
			resource: 'localizationKey',
			operation: 'getAll',
			...draftParent(draftId),
			keysOutput: 'potFile',
		});
		expect(item.json).toEqual({ draftId, fileName: `${draftId}.pot` });
		expect(item.pairedItem).toEqual({ item: 0 });
		const file = item.binary?.data;
		expect(file).toMatchObject({
			fileName: `${draftId}.pot`,
			mimeType: 'text/x-gettext-translation',
			fileExtension: 'pot',
		});

		const pot = Buffer.from(String(file?.data), 'base64');
		const parsed = po.parse(pot);
		const entries = Object.values(parsed.translations['']).filter(({ msgid }) => msgid !== '');
		const keys = await keysOf(`/drafts/${draftId}`);
		expect(
			entries.map(({ msgid, comments }) => ({ key: msgid, comment: comments?.extracted })),
		).toEqual(keys);
		expect(entries.every(({ msgstr }) => msgstr.join('') === '')).toBe(true);
		expect(pot.toString('utf8')).toContain('msgid "Welcome, %(first_name)s!"');
	});

	it('puts the POT file of an SMS draft into the named binary property, under the credential version', async () => {
		const draftId = channels.sms.publishedDraft;
		const [[item]] = await run(
			{
				resource: 'localizationKey',
				operation: 'getAll',
				...draftParent(draftId, 'sms'),
				keysOutput: 'potFile',
				binaryPropertyName: 'pot',
			},
			{ version: '2024.12' },
		);
		expect(Object.keys(item.binary ?? {})).toEqual(['pot']);
		expect(item.binary?.pot).toMatchObject({
			fileName: `${draftId}.pot`,
			mimeType: 'text/x-gettext-translation',
		});
		const pot = Buffer.from(String(item.binary?.pot.data), 'base64').toString('utf8');
		expect(pot).toContain('msgid "Hi %(first_name)s, your order %(order_id)s has shipped."');
		expect(await sandbox.requests()).toEqual([
			expect.objectContaining({
				method: 'GET',
				path: `/sms/drafts/${draftId}/localizationKeys`,
				status: 200,
			}),
		]);
	});

	it('gives the keys of a block as items even when a POT file was chosen for a draft before', async () => {
		const items = await runJson({
			resource: 'localizationKey',
			operation: 'getAll',
			...blockParent(blocks.footer),
			keysOutput: 'potFile',
		});
		expect(items).toEqual(await keysOf(`/blocks/${blocks.footer}`));
	});

	it('stops before any request when the version has no localization keys', async () => {
		await expect(
			run(
				{
					resource: 'localizationKey',
					operation: 'getAll',
					...draftParent(email.welcomePublishedDraft),
					keysOutput: 'potFile',
				},
				{ version: '2019.03' },
			),
		).rejects.toThrow(
			'Localizations, translations and localization keys: available from API version 2019.10',
		);
		expect(await sandbox.requests()).toEqual([]);
	});

	it('reports an unknown draft on a POT download with its id, or as an item with continueOnFail', async () => {
		const parameters = {
			resource: 'localizationKey',
			operation: 'getAll',
			...draftParent('tdft_missing'),
			keysOutput: 'potFile',
		};
		const error = await runError(parameters);
		expect(error.message).toBe('Draft tdft_missing was not found in Email.');
		expect(error.description).toMatch(/^Service message: .*tdft_missing/);
		const [[item]] = await run(parameters, { continueOnFail: true });
		expect(item.json.error).toMatchObject({
			httpCode: '404',
			draftId: 'tdft_missing',
			service: { code: 'not_found' },
		});
		expect(item.binary).toBeUndefined();
	});
});
