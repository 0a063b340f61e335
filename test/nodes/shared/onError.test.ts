import type { IDataObject, INodeExecutionData, INodeParameters, INodeType } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { DEMO } from '../../../sandbox';
import { NodeRunError, runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();

interface Scenario {
	name: string;
	nodeType: INodeType;
	/** Parameters that read the input item, so one item can succeed and the other fail. */
	parameters: INodeParameters;
	/** The two input items, in order; `bad` names the one that fails. */
	input: IDataObject[];
	bad: 0 | 1;
	/** The headline of the failure, and what its `error` holds (the ids read before it failed). */
	headline: string | RegExp;
	error: IDataObject;
}

const byId = (value: string) => ({ __rl: true, mode: 'id', value });
/** A resource locator in ID mode whose id comes from the input item's `id`. */
const idFromItem = byId('={{ $json.id }}');
const [templates, drafts, localizations, tags, workspaces] = [
	new MessageTemplates(),
	new MessageDrafts(),
	new MessageLocalizations(),
	new MessageTags(),
	new MessageWorkspaces(),
];
/**
 * The second item names an id the service does not know, `name` in the node's parameters: a 404,
 * whose `error` holds that id.
 */
const unknownSecond = (name: string, known: string, unknown: string) => ({
	input: [{ id: known }, { id: unknown }],
	bad: 1 as const,
	error: {
		httpCode: '404',
		service: expect.objectContaining({ code: 'not_found' }),
		[name]: unknown,
	},
});
/** The first item's `field` is a value the node refuses before sending anything. */
const malformedFirst = (
	field: string,
	malformed: unknown,
	valid: unknown,
	error: IDataObject = {},
) => ({
	input: [{ [field]: malformed }, { [field]: valid }] as IDataObject[],
	bad: 0 as const,
	error,
});
const draftGet = {
	resource: 'draft',
	operation: 'get',
	draftId: idFromItem,
	targetLanguage: 'html',
};

// For each action node, an id the service does not know (a 404) and a value the node refuses
// before sending anything (a malformed id, checked in the path, a filter or a pre-send step).
const scenarios: Scenario[] = [
	{
		name: 'Message Templates, unknown template',
		nodeType: templates,
		parameters: {
			resource: 'template',
			operation: 'get',
			templateId: idFromItem,
			targetLanguage: 'html',
		},
		headline: 'Template tem_unknown was not found in Email.',
		...unknownSecond('templateId', DEMO.email.welcomeTemplate, 'tem_unknown'),
	},
	{
		name: 'Message Templates, malformed render language',
		nodeType: templates,
		parameters: {
			resource: 'template',
			operation: 'render',
			templateId: byId(DEMO.email.welcomeTemplate),
			variablesSource: 'inputItem',
			languageId: '={{ $json.language }}',
		},
		headline: /^Language "english" is not a valid ID/,
		...malformedFirst('language', 'english', 'fr-FR', { templateId: DEMO.email.welcomeTemplate }),
	},
	{
		name: 'Message Drafts, unknown draft',
		nodeType: drafts,
		parameters: draftGet,
		headline: 'Draft tdft_missing was not found in Email.',
		...unknownSecond('draftId', DEMO.email.springSaleDraft, 'tdft_missing'),
	},
	{
		name: 'Message Drafts, malformed draft',
		nodeType: drafts,
		parameters: draftGet,
		headline: /^Draft "spring sale" is not a valid ID/,
		...malformedFirst('id', 'spring sale', DEMO.email.springSaleDraft),
	},
	{
		name: 'Message Drafts, malformed template filter',
		nodeType: drafts,
		parameters: {
			resource: 'draft',
			operation: 'getAll',
			limit: 2,
			filters: { templateId: idFromItem },
		},
		input: [{ id: DEMO.email.welcomeTemplate }, { id: 'welcome' }],
		bad: 1,
		headline: /^Template "welcome" is not a valid ID/,
		error: {},
	},
	{
		name: 'Message Localizations, unknown draft',
		nodeType: localizations,
		parameters: {
			resource: 'localization',
			operation: 'getAll',
			parent: 'draft',
			channel: 'email',
			draftId: idFromItem,
		},
		headline: 'Draft tdft_missing was not found in Email.',
		...unknownSecond('draftId', DEMO.email.welcomeRedesignDraft, 'tdft_missing'),
	},
	{
		name: 'Message Localizations, malformed language',
		nodeType: localizations,
		parameters: {
			resource: 'translation',
			operation: 'get',
			parent: 'draft',
			channel: 'email',
			draftId: byId(DEMO.email.welcomeRedesignDraft),
			languageId: '={{ $json.language }}',
		},
		headline: /^Language "fr_FR" is not a valid ID/,
		...malformedFirst('language', 'fr_FR', 'fr-FR', { draftId: DEMO.email.welcomeRedesignDraft }),
	},
	{
		name: 'Message Tags, unknown tag',
		nodeType: tags,
		parameters: { resource: 'tag', operation: 'get', tagId: idFromItem },
		headline: 'Tag tag_missing was not found.',
		...unknownSecond('tagId', DEMO.tags.transactional, 'tag_missing'),
	},
	{
		name: 'Message Tags, malformed tag to assign',
		nodeType: tags,
		parameters: {
			resource: 'tag',
			operation: 'assign',
			resourceType: 'template',
			channel: 'email',
			resourceId: byId(DEMO.email.orderTemplate),
			tagIds: '={{ $json.tags }}',
		},
		headline: /^Tag "tag with spaces" is not a valid ID/,
		...malformedFirst('tags', ['tag with spaces'], [DEMO.tags.transactional], {
			resourceId: DEMO.email.orderTemplate,
		}),
	},
	{
		name: 'Message Workspaces, unknown folder',
		nodeType: workspaces,
		parameters: { resource: 'folder', operation: 'get', folderId: idFromItem },
		headline: 'Folder fdr_missing was not found.',
		...unknownSecond('folderId', DEMO.workspaces.product, 'fdr_missing'),
	},
	{
		name: 'Message Workspaces, malformed folder',
		nodeType: workspaces,
		parameters: { resource: 'folder', operation: 'getTree', folderId: idFromItem },
		headline: /^Folder "Marketing" is not a valid ID/,
		...malformedFirst('id', 'Marketing', DEMO.workspaces.support),
	},
];

const pairedWith = (item: INodeExecutionData) => (item.pairedItem as { item: number }).item;

describe.each(scenarios)('On Error: $name', (scenario) => {
	const good = scenario.bad === 0 ? 1 : 0;
	const run = async (onError: 'stopWorkflow' | 'continueRegularOutput' | 'continueErrorOutput') =>
		await runNode({
			nodeType: scenario.nodeType,
			parameters: scenario.parameters,
			credentials: sandbox.credentials(),
			input: scenario.input.map((json) => ({ json })),
			onError,
		});

	it('Stop Workflow: the run stops with the error of the failed item', async () => {
		const outcome = await run('stopWorkflow').then(
			(output) => ({ output }),
			(error: unknown) => ({ error }),
		);
		expect(outcome).toHaveProperty('error');
		const error = (outcome as { error: unknown }).error;
		expect(error).toBeInstanceOf(NodeRunError);
		expect((error as NodeRunError).message).toMatch(scenario.headline);
	});

	it('Continue (regular output): both items leave on the one output, the error paired with its input', async () => {
		const outputs = await run('continueRegularOutput');
		expect(outputs).toHaveLength(1);
		const [items] = outputs;
		const failed = items.filter((item) => pairedWith(item) === scenario.bad);
		expect(failed).toHaveLength(1);
		// Exactly these two keys, both set: what n8n before 2.35.3 takes to its error output.
		expect(Object.keys(failed[0].json).sort()).toEqual(['error', 'message']);
		expect(failed[0].json.message).toMatch(scenario.headline);
		expect(failed[0].json.error).toMatchObject(scenario.error);
		const succeeded = items.filter((item) => pairedWith(item) === good);
		expect(succeeded.length).toBeGreaterThan(0);
		for (const item of succeeded) expect(item.json).not.toHaveProperty('error');
		expect(failed.length + succeeded.length).toBe(items.length);
	});

	it('Continue (using error output): exactly the failed item leaves on the error output', async () => {
		const [success, failure] = await run('continueErrorOutput');
		expect(failure).toHaveLength(1);
		expect(pairedWith(failure[0])).toBe(scenario.bad);
		expect(failure[0].json.message).toMatch(scenario.headline);
		expect(failure[0].json.error).toMatchObject(scenario.error);
		// n8n adds the failed input item's own fields, so the error branch knows what failed.
		expect(failure[0].json).toMatchObject(scenario.input[scenario.bad]);

		expect(success.length).toBeGreaterThan(0);
		for (const item of success) {
			expect(pairedWith(item)).toBe(good);
			expect(item.json).not.toHaveProperty('error');
		}
	});
});
