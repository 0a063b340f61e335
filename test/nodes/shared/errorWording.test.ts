import type { INodeParameters, INodeType } from 'n8n-workflow';

import { fingerprintOf } from '../../../nodes/MessageDrafts/compare/reviewFingerprint';
import { WORDS_TO_AVOID } from '../../../scripts/verify/sourceCode';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { CHANNELS } from '../../../nodes/shared/channels';
import { type ApiVersion, LATEST_VERSION } from '../../../nodes/shared/versions';
import { DEMO } from '../../../sandbox';
import { createPoller } from '../../harness/poller';
import { runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';
import { draftOperation } from '../MessageDrafts/support';
import { byId, drafts, localizations, tags, templates, workspaces } from './actionNodes';

const sandbox = useSandbox();
const { email } = DEMO;

interface BadInput {
	what: string;
	nodeType: INodeType;
	parameters: INodeParameters;
	version?: ApiVersion;
	apiKey?: string;
}

/** Template: Get in HTML, with `more` parameters. */
const templateGet = (templateId: string, more: INodeParameters = {}): INodeParameters => ({
	resource: 'template',
	operation: 'get',
	templateId: byId(templateId),
	targetLanguage: 'html',
	...more,
});

const templateRender = (templateId: string, more: INodeParameters): INodeParameters => ({
	resource: 'template',
	operation: 'render',
	templateId: byId(templateId),
	...more,
});

const ofDraft = (draftId: string) => ({ parent: 'draft', draftId: byId(draftId) });
const ofFooterBlock = { parent: 'block', blockId: byId(DEMO.blocks.footer) };

/** Translation: Replace of the French translations of a draft or a block. */
const replaceFrench = (parent: INodeParameters, more: INodeParameters): INodeParameters => ({
	resource: 'translation',
	operation: 'replace',
	...parent,
	languageId: 'fr-FR',
	...more,
});

/** Bad inputs across the nodes: ones stopped before sending, and ones the service refuses. */
const BAD_INPUTS: BadInput[] = [
	{
		what: 'an empty template',
		nodeType: templates,
		parameters: templateGet('={{ "" }}'),
	},
	{
		what: 'a draft id as template',
		nodeType: templates,
		parameters: templateGet('={{ "tdft_1" }}'),
	},
	{
		what: 'an empty target language',
		nodeType: templates,
		parameters: templateGet(email.welcomeTemplate, { targetLanguage: '={{ "" }}' }),
	},
	{
		what: 'an unknown template',
		nodeType: templates,
		parameters: templateGet('tem_unknown'),
	},
	{
		what: 'a never-published template',
		nodeType: templates,
		parameters: templateRender(email.springSaleTemplate, {
			variablesSource: 'inputItem',
		}),
	},
	{
		what: 'a never-published template, old version',
		version: '2025.09',
		nodeType: templates,
		parameters: templateRender(email.springSaleTemplate, {
			variablesSource: 'inputItem',
		}),
	},
	{
		what: 'a missing language',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			variablesSource: 'inputItem',
			languageId: 'it-IT',
		}),
	},
	{
		what: 'a malformed language',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			variablesSource: 'inputItem',
			languageId: 'english',
		}),
	},
	{
		what: 'variables that are not an object',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			variablesSource: 'json',
			variablesJson: '[1]',
		}),
	},
	{
		what: 'a variable the template expects left out',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			requireAllVariables: true,
			variablesSource: 'json',
			variablesJson: '{}',
		}),
	},
	{
		what: 'variables that are not JSON',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			variablesSource: 'json',
			variablesJson: '{',
		}),
	},
	{
		what: 'an unknown customer profile',
		nodeType: templates,
		parameters: templateRender(email.welcomeTemplate, {
			variablesSource: 'inputItem',
			customerProfileId: byId('dat_missing'),
		}),
	},
	{
		what: 'an unknown theme',
		nodeType: templates,
		parameters: templateGet(email.welcomeTemplate, { themeId: byId('thm_missing') }),
	},
	{
		what: 'a block under a version without blocks',
		version: '2020.11',
		nodeType: templates,
		parameters: { resource: 'block', operation: 'get', blockId: byId(DEMO.blocks.footer) },
	},
	{
		what: 'a wrong API key',
		apiKey: 'not-the-key',
		nodeType: templates,
		parameters: { resource: 'template', operation: 'getAll', limit: 1 },
	},
	{
		what: 'an unknown draft',
		nodeType: drafts,
		parameters: draftOperation('get', 'tdft_missing', { targetLanguage: 'html' }),
	},
	{
		what: 'a draft in the wrong state',
		nodeType: drafts,
		parameters: draftOperation('approve', email.springSaleDraft),
	},
	{
		what: 'a reviewed fingerprint that is none',
		nodeType: drafts,
		parameters: draftOperation('approve', email.orderReviewDraft, {
			options: { reviewFingerprint: 'looks good' },
		}),
	},
	{
		what: 'a draft changed after it was reviewed',
		nodeType: drafts,
		// The fingerprint of other content than the draft's.
		parameters: draftOperation('approve', email.orderReviewDraft, {
			options: {
				reviewFingerprint: fingerprintOf({
					apiVersion: LATEST_VERSION,
					channel: CHANNELS.email,
					draftId: email.orderReviewDraft,
					targetLanguage: 'html',
					contents: new Map([['default', { subject: 'Old' }]]),
					variables: new Map(),
					against: {
						kind: 'published',
						contents: new Map([['default', { subject: 'Older' }]]),
						variables: new Map(),
					},
				}),
			},
		}),
	},
	{
		what: 'an empty duplicate name',
		nodeType: drafts,
		parameters: draftOperation('duplicate', email.welcomeRedesignDraft, { newName: '={{ "" }}' }),
	},
	{
		what: 'a malformed localization language',
		nodeType: localizations,
		parameters: {
			resource: 'localization',
			operation: 'upsert',
			...ofDraft(email.springSaleDraft),
			languageId: 'en_US',
		},
	},
	{
		what: 'a missing draft language',
		nodeType: localizations,
		parameters: {
			resource: 'translation',
			operation: 'get',
			...ofDraft(email.passwordTranslationDraft),
			languageId: 'ja-JP',
		},
	},
	{
		what: 'translations that are not JSON',
		nodeType: localizations,
		parameters: replaceFrench(ofDraft(email.springSaleDraft), {
			source: 'json',
			translationsJson: '{',
		}),
	},
	{
		what: 'a PO file for a block',
		nodeType: localizations,
		parameters: replaceFrench(ofFooterBlock, {
			source: 'poFile',
		}),
	},
	{
		what: 'an empty tag name',
		nodeType: tags,
		parameters: {
			resource: 'tag',
			operation: 'create',
			name: '  ',
			types: ['template'],
			workspaceIds: [DEMO.workspaces.marketing],
		},
	},
	{
		what: 'no tags to assign',
		nodeType: tags,
		parameters: {
			resource: 'tag',
			operation: 'assign',
			resourceType: 'template',
			resourceId: byId(email.welcomeTemplate),
			tagIds: '={{ [] }}',
		},
	},
	{
		what: 'an inactive tag',
		nodeType: tags,
		parameters: {
			resource: 'tag',
			operation: 'assign',
			resourceType: 'template',
			resourceId: byId(email.welcomeTemplate),
			tagIds: [DEMO.tags.retired],
		},
	},
	{
		what: 'an unknown tag',
		nodeType: tags,
		parameters: { resource: 'tag', operation: 'get', tagId: byId('tag_missing') },
	},
	{
		what: 'an unknown folder',
		nodeType: workspaces,
		parameters: { resource: 'folder', operation: 'get', folderId: byId('fdr_missing') },
	},
	{
		what: 'a template id as folder',
		nodeType: workspaces,
		parameters: { resource: 'folder', operation: 'get', folderId: byId('={{ "tem_123" }}') },
	},
];

/** What an expression may give where text is expected, and how the error names it. */
const NOT_TEXT = [
	{ kind: 'an object', expression: '={{ { "text": "Looks good" } }}' },
	{ kind: 'a list', expression: '={{ ["Looks good"] }}' },
	{ kind: 'the number 42', expression: '={{ 42 }}' },
	{ kind: 'null', expression: '={{ null }}' },
];

interface TextField {
	/** The operation, for the test's name. */
	where: string;
	field: string;
	nodeType: INodeType;
	parameters: (value: string) => INodeParameters;
	/** A list filter: null there means no filter, as an empty one does. */
	nullIsUnset?: boolean;
}

/** Every text field the nodes trim, send or otherwise treat as a string. */
const TEXT_FIELDS: TextField[] = [
	...['approve', 'approveAll', 'reject'].map((operation) => ({
		where: `Draft ${operation}`,
		field: 'Feedback',
		nodeType: drafts,
		parameters: (value: string) =>
			draftOperation(operation, email.welcomeRedesignDraft, { feedback: value }),
	})),
	...['approve', 'approveAll'].map((operation) => ({
		where: `Draft ${operation}`,
		field: 'Reviewed Fingerprint',
		nodeType: drafts,
		parameters: (value: string) =>
			draftOperation(operation, email.orderReviewDraft, { options: { reviewFingerprint: value } }),
	})),
	{
		where: 'Draft duplicate',
		field: 'New Draft Name',
		nodeType: drafts,
		parameters: (value) =>
			draftOperation('duplicate', email.welcomeRedesignDraft, { newName: value }),
	},
	{
		where: 'Draft compare',
		field: 'Target Language',
		nodeType: drafts,
		parameters: (value) =>
			draftOperation('compare', email.welcomeRedesignDraft, { targetLanguage: value }),
	},
	{
		where: 'Template get',
		field: 'Target Language',
		nodeType: templates,
		parameters: (value) => templateGet(email.welcomeTemplate, { targetLanguage: value }),
	},
	{
		where: 'Template list filter',
		field: 'Name',
		nodeType: templates,
		nullIsUnset: true,
		parameters: (value) => ({
			resource: 'template',
			operation: 'getAll',
			returnAll: true,
			filters: { name: value },
		}),
	},
	{
		where: 'Template render',
		field: 'Variable Name',
		nodeType: templates,
		parameters: (value) =>
			templateRender(email.welcomeTemplate, {
				variablesSource: 'fields',
				variables: { variable: [{ name: value, value: 'Ann' }] },
			}),
	},
	{
		where: 'Localization upsert',
		field: 'Name',
		nodeType: localizations,
		parameters: (value) => ({
			resource: 'localization',
			operation: 'upsert',
			...ofDraft(email.springSaleDraft),
			languageId: 'fr-FR',
			name: value,
		}),
	},
	{
		where: 'Translation replace',
		field: 'Source String',
		nodeType: localizations,
		parameters: (value) =>
			replaceFrench(ofFooterBlock, {
				source: 'keyValue',
				translationEntries: { entries: [{ key: value, value: 'Se désabonner' }] },
			}),
	},
	{
		where: 'Translation replace',
		field: 'Translation',
		nodeType: localizations,
		parameters: (value) =>
			replaceFrench(ofFooterBlock, {
				source: 'keyValue',
				translationEntries: { entries: [{ key: 'Unsubscribe', value }] },
			}),
	},
	{
		where: 'Translation replace from PO',
		field: 'Input Binary Field',
		nodeType: localizations,
		parameters: (value) =>
			replaceFrench(ofDraft(email.passwordTranslationDraft), {
				source: 'poFile',
				binaryPropertyName: value,
			}),
	},
	{
		where: 'Tag create',
		field: 'Name',
		nodeType: tags,
		parameters: (value) => ({
			resource: 'tag',
			operation: 'create',
			name: value,
			types: ['template'],
		}),
	},
	{
		where: 'Tag update',
		field: 'Name',
		nodeType: tags,
		parameters: (value) => ({
			resource: 'tag',
			operation: 'update',
			tagId: byId(DEMO.tags.seasonal),
			updateFields: { name: value },
		}),
	},
];

/** The JSON fields: text that is not JSON, or JSON that is not the object they take. */
const JSON_FIELDS = [
	{
		field: 'Variables (JSON)',
		nodeType: templates,
		parameters: (value: string) =>
			templateRender(email.welcomeTemplate, {
				variablesSource: 'json',
				variablesJson: value,
			}),
		notAnObject: 'Variables (JSON) is not a JSON object.',
	},
	{
		field: 'Translations (JSON)',
		nodeType: localizations,
		parameters: (value: string) =>
			replaceFrench(ofDraft(email.passwordTranslationDraft), {
				source: 'json',
				translationsJson: value,
			}),
		notAnObject: 'Translations (JSON) must be an object.',
	},
];

const NOT_JSON = ['{', '{"Hello": "Bonjour",}', "{'Hello': 'Bonjour'}", 'Bonjour'];
const NOT_AN_OBJECT = ['[]', '"text"', '42', 'null', '={{ ["a"] }}', '={{ 42 }}', '={{ null }}'];

interface ReportedError {
	message: string;
	description?: string | null;
}

/** The error a run or a poll ends with; undefined when it ends without one. */
const errorOf = async (run: Promise<unknown>) =>
	await run.then(
		() => undefined,
		(caught: unknown) => caught as ReportedError,
	);

/** Runs the node with the sandbox's credential, and what it reports, having sent nothing. */
async function refusedBeforeSending(nodeType: INodeType, parameters: INodeParameters) {
	await sandbox.clearRequests();
	const error = await errorOf(
		runNode({ nodeType, parameters, credentials: sandbox.credentials() }),
	);
	expect(await sandbox.sent()).toEqual([]);
	return error;
}

function expectWellWorded(error: ReportedError) {
	// The headline: one sentence, ending with a full stop.
	expect(error.message).toMatch(/\.$/);
	expect(error.message).not.toMatch(/[.!?]\s/);
	expect(error.message).not.toContain('\n');
	// The advice: separate from the headline, each line a sentence of its own.
	expect(typeof error.description).toBe('string');
	const description = String(error.description);
	expect(description).not.toContain(error.message);
	for (const line of description.split('\n')) expect(line).toMatch(/[.!?]$/);
	// n8n's error guideline: neither names the situation an error, problem, failure or mistake.
	const unquoted = `${error.message} ${description}`.replace(/'[^']*'|"[^"]*"/g, '');
	expect(unquoted).not.toMatch(WORDS_TO_AVOID);
}

describe('every error a node reports: a one-sentence headline with a full stop, and separate advice', () => {
	it.each(BAD_INPUTS)('$what', async ({ nodeType, parameters, version, apiKey }) => {
		const credentials = sandbox.credentials(version, apiKey ? { apiKey } : {});
		const error = await errorOf(runNode({ nodeType, parameters, credentials }));
		expect(error).toBeDefined();
		expectWellWorded(error!);

		// The same words reach the item when the node goes on after errors.
		const [[item]] = await runNode({ nodeType, parameters, credentials, continueOnFail: true });
		expect(item.json).toMatchObject({
			message: error!.message,
			error: { description: error!.description },
		});
	});

	it.each([
		{ what: 'no channels', parameters: { event: 'draftSubmitted', channels: [] } },
		{
			what: 'a channel the version lacks',
			version: '2024.08' as const,
			parameters: { event: 'draftSubmitted', channels: ['sms'] },
		},
		{
			what: 'a version without draft status',
			version: '2023.03' as const,
			parameters: { event: 'draftSubmitted', channels: ['email'] },
		},
		{
			what: 'nothing to show on Fetch Test Event',
			manual: true,
			parameters: {
				event: 'templatePublished',
				channels: ['email'],
				templateId: byId(email.springSaleTemplate),
			},
		},
	])('Message Drafts Trigger: $what', async ({ parameters, version, manual }) => {
		const poller = createPoller({
			nodeType: new MessageDraftsTrigger(),
			parameters: parameters as INodeParameters,
			credentials: sandbox.credentials(version),
		});
		const error = await errorOf(manual ? poller.pollManually() : poller.poll());
		expect(error).toBeDefined();
		expectWellWorded(error!);
	});

	describe('a field meant for text, given something else by an expression, stops before sending and says so', () => {
		const cases = TEXT_FIELDS.flatMap((field) =>
			NOT_TEXT.filter(({ kind }) => !(field.nullIsUnset && kind === 'null')).map((value) => ({
				...field,
				...value,
			})),
		);
		it.each(cases)(
			'$where, $field: $kind',
			async ({ field, kind, expression, nodeType, parameters }) => {
				const error = await refusedBeforeSending(nodeType, parameters(expression));
				expect(error?.message).toBe(`${field} must be text, not ${kind}.`);
				expectWellWorded(error!);
				expect(error!.description).toMatch(/^Change the expression to give text/);
			},
		);
	});

	describe('a JSON field that is not JSON, or not an object, stops before sending and says so', () => {
		const cases = JSON_FIELDS.flatMap((field) => [
			...NOT_JSON.map((value) => ({
				...field,
				value,
				message: `${field.field} is not valid JSON.`,
			})),
			...NOT_AN_OBJECT.map((value) => ({ ...field, value, message: field.notAnObject })),
		]);
		it.each(cases)('$field: $value', async ({ nodeType, parameters, value, message }) => {
			const error = await refusedBeforeSending(nodeType, parameters(value));
			expect(error?.message).toBe(message);
			expectWellWorded(error!);
			expect(error!.description).not.toMatch(/position|Unexpected token|JSON\.parse/);
		});
	});
});
