/**
 * Output on every operation that outputs the service's records: Raw as before, Simplified to at most
 * ten named fields, Selected Fields to the ID and those selected; chosen after the nodes' own
 * filters.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import {
	RECORD_FIELDS,
	SIMPLIFIED_FIELDS,
	type RecordKind,
} from '../../../nodes/shared/routing/outputChoice';
import { loadNode } from '../../harness/loadNode';
import { runNodeJson, runNode } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

const sandbox = useSandbox();
const byId = (value: string) => ({ __rl: true, mode: 'id', value });

interface RecordOperation {
	node: string;
	kind: RecordKind;
	parameters: INodeParameters;
}

/** Get Many of `resource`, every page. */
const all = (node: string, kind: RecordKind, resource: string = kind): RecordOperation => ({
	node,
	kind,
	parameters: { resource, operation: 'getAll', returnAll: true },
});

/** Get of one record of `kind`, named in `parameters`. */
const one = (node: string, kind: RecordKind, parameters: INodeParameters): RecordOperation => ({
	node,
	kind,
	parameters: { resource: kind, operation: 'get', ...parameters },
});

const email = DEMO.email;
const OPERATIONS: RecordOperation[] = [
	all('MessageTemplates', 'template'),
	one('MessageTemplates', 'template', {
		templateId: byId(email.welcomeTemplate),
		targetLanguage: 'html',
	}),
	all('MessageTemplates', 'block'),
	one('MessageTemplates', 'block', { blockId: byId(DEMO.blocks.footer) }),
	all('MessageTemplates', 'theme'),
	one('MessageTemplates', 'theme', { themeId: byId(DEMO.themes.classic) }),
	all('MessageTemplates', 'customerProfile'),
	all('MessageDrafts', 'draft'),
	one('MessageDrafts', 'draft', { draftId: byId(email.springSaleDraft), targetLanguage: 'html' }),
	{
		node: 'MessageLocalizations',
		kind: 'localization',
		parameters: {
			resource: 'localization',
			operation: 'getAll',
			parent: 'block',
			blockId: byId(DEMO.blocks.footer),
		},
	},
	all('MessageTags', 'tag'),
	one('MessageTags', 'tag', { tagId: byId(DEMO.tags.seasonal) }),
	all('MessageWorkspaces', 'folder', 'workspace'),
	one('MessageWorkspaces', 'folder', { folderId: byId(DEMO.workspaces.product) }),
];

async function records(operation: RecordOperation, output: INodeParameters = {}) {
	return await runNodeJson({
		nodeType: loadNode(operation.node),
		parameters: { ...operation.parameters, ...output },
		credentials: sandbox.credentials(),
	});
}

const pick = (record: IDataObject, fields: readonly string[]) =>
	Object.fromEntries(
		fields.filter((field) => field in record).map((field) => [field, record[field]]),
	);

describe.each(OPERATIONS)('$node $parameters.resource $parameters.operation', (operation) => {
	it('outputs every field by default, at most ten Simplified, and the ID and those chosen Selected', async () => {
		const raw = await records(operation);
		expect(raw.length).toBeGreaterThan(0);
		expect(await records(operation, { output: 'raw' })).toEqual(raw);

		const simplified = await records(operation, { output: 'simplified' });
		expect(simplified).toEqual(
			raw.map((record) => pick(record, SIMPLIFIED_FIELDS[operation.kind])),
		);
		for (const record of simplified) {
			expect(Object.keys(record).length).toBeLessThanOrEqual(10);
			expect(record).toHaveProperty('id');
		}

		// Selected Fields offers every field a record has; the ID, always kept, is not offered.
		expect(RECORD_FIELDS[operation.kind]).not.toContain('id');
		for (const record of raw)
			expect([...RECORD_FIELDS[operation.kind], 'id']).toEqual(
				expect.arrayContaining(Object.keys(record)),
			);

		const selected = await records(operation, {
			output: 'selected',
			fields: ['updatedAt', 'name'],
		});
		expect(selected).toEqual(raw.map((record) => pick(record, ['id', 'updatedAt', 'name'])));
		expect(await records(operation, { output: 'selected', fields: [] })).toEqual(
			raw.map((record) => pick(record, ['id'])),
		);
		// A workflow saved when the fields were text separated by commas reads as it did.
		const asText = await records(operation, { output: 'selected', fields: ' name ,id,notAField' });
		expect(asText).toEqual(raw.map((record) => pick(record, ['id', 'name'])));
	});
});

describe('Output', () => {
	const drafts = OPERATIONS.find(
		({ kind, parameters }) => kind === 'draft' && parameters.operation === 'getAll',
	)!;

	it("is chosen after the node's own filters: a status filter still sees each draft's status", async () => {
		const pending = await records(drafts, { status: 'PENDING_APPROVAL' });
		expect(pending.length).toBeGreaterThan(0);
		expect(
			await records(drafts, { status: 'PENDING_APPROVAL', output: 'selected', fields: [] }),
		).toEqual(pending.map(({ id }) => ({ id })));
	});

	it('keeps only the ID when Selected Fields has none selected', async () => {
		const [items = []] = await runNode({
			nodeType: loadNode('MessageTags'),
			parameters: { resource: 'tag', operation: 'getAll', output: 'selected', fields: [] },
			credentials: sandbox.credentials(),
		});
		expect(items.length).toBeGreaterThan(0);
		expect(items.map(({ json }) => Object.keys(json))).toEqual(items.map(() => ['id']));
	});
});
