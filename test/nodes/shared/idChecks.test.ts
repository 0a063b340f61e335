import type { INodeParameters, INodeProperties, INodeType } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { demoAccount } from '../../../sandbox/seed/demo-account';
import { type NodeRunError, runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { nodeType as triggerNode, trigger } from '../MessageDraftsTrigger/fixtures';
import { byId, drafts, localizations, tags, templates, workspaces } from './actionNodes';

const sandbox = useSandbox();

/** An account whose answers carry an id `..`: a subfolder of Marketing, and an email draft waiting for approval. */
function accountWithDotIds() {
	const account = demoAccount();
	const at = '2026-01-01T00:00:00Z';
	account.sequence += 1;
	account.folders.push({
		id: '..',
		seq: account.sequence,
		name: 'Broken',
		description: '',
		parentId: DEMO.workspaces.marketing,
		createdAt: at,
		updatedAt: at,
	});
	const waiting = account.drafts.find(({ id }) => id === DEMO.email.springSaleDraft);
	account.sequence += 1;
	if (waiting)
		account.drafts.push({
			...waiting,
			id: '..',
			seq: account.sequence,
			status: 'PENDING_APPROVAL',
		});
	return account;
}
const broken = useSandbox({ account: accountWithDotIds() });
const { email } = DEMO;

/**
 * Values that would walk to another path (`.`, `..`, `a/b`) or name nothing (empty, blank), given by
 * expression, as a previous node or an AI agent would.
 */
const BAD_IDS = ['.', '..', 'a/b', '', '   '];
const expression = (value: string) => `={{ ${JSON.stringify(value)} }}`;

interface IdFamily {
	family: string;
	nodeType: INodeType;
	/** The node's parameters with `id` where the bad value goes. */
	parameters: (id: string) => INodeParameters;
	/** What the headline names, for every bad value. */
	label: RegExp;
	/** An optional filter or list entry: left blank, it is simply not sent. */
	optional?: boolean;
}

/** The tag id of a Message Tags operation on one tag. */
const oneTag = (family: string, operation: string, more: INodeParameters = {}): IdFamily => ({
	family,
	nodeType: tags,
	label: /^Tag /,
	parameters: (id) => ({ resource: 'tag', operation, tagId: byId(id), ...more }),
});

/** One operation for each kind of id the nodes put into a path or a body, the tag id included. */
const FAMILIES: IdFamily[] = [
	{
		family: 'template id',
		nodeType: templates,
		label: /^Template /,
		parameters: (id) => ({
			resource: 'template',
			operation: 'get',
			templateId: byId(id),
			targetLanguage: 'html',
		}),
	},
	{
		family: 'draft id',
		nodeType: drafts,
		label: /^Draft /,
		parameters: (id) => ({ resource: 'draft', operation: 'archive', draftId: byId(id) }),
	},
	{
		family: 'other draft id',
		nodeType: drafts,
		label: /^Other Draft ID: Draft /,
		parameters: (id) => ({
			resource: 'draft',
			operation: 'compare',
			draftId: byId(email.welcomeRedesignDraft),
			compareWith: 'draft',
			otherDraftId: id,
			targetLanguage: 'html',
		}),
	},
	{
		family: 'localization id',
		nodeType: localizations,
		label: /^Localization /,
		parameters: (id) => ({
			resource: 'localization',
			operation: 'get',
			channel: 'email',
			localizationId: id,
			targetLanguage: 'html',
		}),
	},
	{
		family: 'language id',
		nodeType: localizations,
		label: /^Language /,
		parameters: (id) => ({
			resource: 'localization',
			operation: 'delete',
			parent: 'draft',
			draftId: byId(email.springSaleDraft),
			languageId: id,
		}),
	},
	{
		family: 'block id',
		nodeType: templates,
		label: /^Block /,
		parameters: (id) => ({ resource: 'block', operation: 'get', blockId: byId(id) }),
	},
	{
		family: 'theme id',
		nodeType: templates,
		label: /^Theme /,
		parameters: (id) => ({ resource: 'theme', operation: 'get', themeId: byId(id) }),
	},
	{
		family: 'customer profile id',
		nodeType: templates,
		label: /^Customer Profile /,
		parameters: (id) => ({
			resource: 'customerProfile',
			operation: 'get',
			customerProfileId: byId(id),
		}),
	},
	{
		family: 'folder id',
		nodeType: workspaces,
		label: /^Folder /,
		parameters: (id) => ({ resource: 'folder', operation: 'get', folderId: byId(id) }),
	},
	{
		family: 'workspace filter',
		nodeType: tags,
		label: /^Workspace /,
		optional: true,
		parameters: (id) => ({
			resource: 'tag',
			operation: 'getAll',
			returnAll: true,
			filters: { workspaceId: byId(id) },
		}),
	},
	{
		family: 'tag workspaces',
		nodeType: tags,
		label: /^Workspaces: Workspace /,
		optional: true,
		parameters: (id) => ({
			resource: 'tag',
			operation: 'create',
			name: 'New',
			types: ['template'],
			workspaceIds: [DEMO.workspaces.marketing, id],
		}),
	},
	oneTag('tag to read', 'get'),
	oneTag('tag to update', 'update', { updateFields: { name: 'Renamed' } }),
	oneTag('tag to delete', 'delete'),
	{
		family: 'template to tag',
		nodeType: tags,
		label: /^Template /,
		parameters: (id) => ({
			resource: 'tag',
			operation: 'assign',
			resourceType: 'template',
			resourceId: byId(id),
			tagIds: [DEMO.tags.transactional],
		}),
	},
	{
		family: 'draft to untag',
		nodeType: tags,
		label: /^Template or Draft /,
		parameters: (id) => ({
			resource: 'tag',
			operation: 'unassign',
			resourceType: 'draft',
			resourceId: byId(id),
			tagIds: [DEMO.tags.legalReview],
		}),
	},
];

/** In a list of tags, a blank entry is dropped (the list is comma-separated); the others stop the item. */
const TAG_LIST_BAD_IDS = ['.', '..', 'a/b', ' .. '];

describe('every id is checked before anything is sent', () => {
	beforeEach(async () => {
		await sandbox.clearRequests();
	});

	const cases = FAMILIES.flatMap((family) =>
		BAD_IDS.filter((id) => !family.optional || id.trim() !== '').map((id) => ({ ...family, id })),
	);

	it.each(cases)('$family: $id', async ({ nodeType, parameters, id, label }) => {
		const value = parameters(expression(id));
		const error = (await runNode({
			nodeType,
			parameters: value,
			credentials: sandbox.credentials(),
		}).then(
			() => undefined,
			(caught: NodeRunError) => caught,
		)) as NodeRunError | undefined;
		expect(error?.message).toMatch(label);
		expect(error?.message).toMatch(
			id.trim() === '' ? / is empty\.$/ : / is not a valid ID \(expected: .+\)\.$/,
		);
		expect(error?.description).toMatch(/\.$/);
		expect(await sandbox.sent()).toEqual([]);
	});

	it.each(
		TAG_LIST_BAD_IDS.flatMap((id) =>
			['assign', 'unassign'].map((operation) => ({ operation, id })),
		),
	)('a tag list to $operation: "$id"', async ({ operation, id }) => {
		const parameters = {
			resource: 'tag',
			operation,
			resourceType: 'template',
			resourceId: byId(email.welcomeTemplate),
			tagIds: expression(`${DEMO.tags.transactional},${id}`),
		};
		const error = await runNode({
			nodeType: tags,
			parameters,
			credentials: sandbox.credentials(),
		}).then(
			() => undefined,
			(caught: NodeRunError) => caught,
		);
		expect(error?.message).toBe(
			`Tag "${id.trim()}" is not a valid ID (expected: an id from Get Many).`,
		);
		expect(await sandbox.sent()).toEqual([]);
	});

	it('still takes an opaque tag id with dots in it', async () => {
		const read = await runNode({
			nodeType: tags,
			parameters: { resource: 'tag', operation: 'get', tagId: byId('...') },
			credentials: sandbox.credentials(),
		}).catch((caught: NodeRunError) => caught);
		// Not a path step: sent, and the service answers that no such tag exists.
		expect(read).toMatchObject({ message: 'Tag ... was not found.' });
		expect(await sandbox.sent()).toEqual(['GET /tags/...']);
	});
});

/** Every parameter of a node, with those nested in collections, fixed collections and their options. */
function allParameters(properties: readonly unknown[]): INodeProperties[] {
	return (properties as INodeProperties[]).flatMap((property) => [
		property,
		...allParameters(
			((property.options ?? []) as Array<INodeProperties | { values?: INodeProperties[] }>).flatMap(
				(option) => ('values' in option && option.values ? option.values : [option]),
			),
		),
	]);
}

describe('an ID typed by hand is checked by the node, not by a pattern n8n runs', () => {
	// n8n runs a declared pattern under a 250 ms wall-clock limit (n8n-workflow's safeRegex); on a
	// busy machine it times out, and the workflow fails before it starts.
	it.each(
		[templates, drafts, localizations, tags, workspaces, triggerNode].map((nodeType) => ({
			name: nodeType.description.displayName,
			nodeType,
		})),
	)('$name declares no pattern for n8n to run', ({ nodeType }) => {
		const patterns = allParameters(nodeType.description.properties).flatMap(({ name, modes }) =>
			(modes ?? [])
				.filter(({ validation }) => validation?.length)
				.map((mode) => `${name} (${mode.name})`),
		);
		expect(patterns).toEqual([]);
	});

	it('stops a wrong ID typed into By ID with the field and the form it takes', async () => {
		await sandbox.clearRequests();
		const error = await runNode({
			nodeType: templates,
			parameters: {
				resource: 'template',
				operation: 'get',
				templateId: byId('tdft_1'),
				targetLanguage: 'html',
			},
			credentials: sandbox.credentials(),
		}).catch((caught: NodeRunError) => caught);
		expect(error).toMatchObject({
			message: 'Template "tdft_1" is not a valid ID (expected: tem_…).',
		});
		expect(await sandbox.sent()).toEqual([]);
	});
});

describe('an id the service answers with is checked before it goes into a path', () => {
	beforeEach(async () => {
		await broken.clearRequests();
	});

	it('stops Get Tree at a subfolder whose id is ".."', async () => {
		const error = await runNode({
			nodeType: workspaces,
			parameters: {
				resource: 'folder',
				operation: 'getTree',
				folderId: byId(DEMO.workspaces.marketing),
				output: 'folders',
			},
			credentials: broken.credentials(),
		}).catch((caught: NodeRunError) => caught);
		expect(error).toMatchObject({
			message: 'The service answered with a subfolder "..", which cannot be read as an ID.',
		});
		expect(await broken.sent()).not.toContain('GET /');
		expect((await broken.sent()).every((line) => line.startsWith('GET /workspaces/fdr_'))).toBe(
			true,
		);
	});

	it('stops a trigger poll at a waiting draft whose id is "..", sending nothing for it', async () => {
		const poller = trigger(broken, {
			channels: ['email'],
			options: { includeExisting: true, includeContent: true },
		});
		await expect(poller.poll()).rejects.toThrow(
			'The service answered with a draft "..", which cannot be read as an ID.',
		);
		// The list pages and the other waiting drafts, read side by side until the check stopped the poll.
		expect(
			(await broken.sent()).filter((line) => !/^GET \/drafts(\/tdft_\w+)?$/.test(line)),
		).toEqual([]);
		expect(poller.savedStaticData()).toEqual({});
	});
});
