import type { INodeParameters, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { MessageWorkspaces } from '../../../nodes/MessageWorkspaces/MessageWorkspaces.node';
import { harnessNode, harnessWorkflow } from '../../harness/workflow';

/** The subtitle under a node on the canvas, worked out as n8n's editor does: defaults filled in, then the expression. */
function canvasSubtitle(nodeType: INodeType, parameters: INodeParameters): unknown {
	const { description } = nodeType;
	const withDefaults = NodeHelpers.getNodeParameters(
		description.properties,
		parameters,
		true,
		false,
		{ typeVersion: 1 },
		description,
	);
	const node = harnessNode(nodeType, {
		id: 'node',
		name: 'On the canvas',
		parameters: withDefaults ?? {},
	});
	const { workflow } = harnessWorkflow({ nodes: [node], nodeTypes: [nodeType] });
	return workflow.expression.getSimpleParameterValue(node, description.subtitle, 'internal', {});
}

describe('the canvas subtitles', () => {
	it('say what a node does in words', () => {
		const drafts = new MessageDrafts();
		expect(canvasSubtitle(drafts, { resource: 'draft', operation: 'submitForApproval' })).toBe(
			'Submit for approval',
		);
		expect(canvasSubtitle(drafts, { resource: 'draft', operation: 'approveAll' })).toBe(
			'Approve for all reviewers',
		);
		expect(canvasSubtitle(drafts, {})).toBe('Get many');
		expect(canvasSubtitle(new MessageTags(), { resource: 'tag', operation: 'unassign' })).toBe(
			'Unassign',
		);

		const templates = new MessageTemplates();
		expect(canvasSubtitle(templates, { resource: 'template', operation: 'render' })).toBe(
			'Render a template',
		);
		expect(canvasSubtitle(templates, { resource: 'block', operation: 'getAll' })).toBe(
			'Get many blocks',
		);
		expect(
			canvasSubtitle(new MessageLocalizations(), {
				resource: 'localizationKey',
				operation: 'getAll',
			}),
		).toBe('Get many localization keys');
		expect(
			canvasSubtitle(new MessageWorkspaces(), { resource: 'folder', operation: 'getTree' }),
		).toBe('Get a folder tree');

		const trigger = new MessageDraftsTrigger();
		expect(canvasSubtitle(trigger, {})).toBe('Draft submitted for approval');
		expect(canvasSubtitle(trigger, { event: 'templatePublished' })).toBe('Template published');
	});

	it('name every operation of every node, and show an unknown value as it is', () => {
		const nodes: INodeType[] = [
			new MessageTemplates(),
			new MessageDrafts(),
			new MessageLocalizations(),
			new MessageTags(),
			new MessageWorkspaces(),
		];
		for (const nodeType of nodes) {
			for (const table of nodeType.description.properties.filter(
				({ name }) => name === 'operation',
			)) {
				for (const resource of table.displayOptions?.show?.resource as string[]) {
					for (const option of table.options as Array<{ value: string }>) {
						const subtitle = canvasSubtitle(nodeType, { resource, operation: option.value });
						expect(subtitle).toMatch(/^[A-Z][a-z]+( [A-Za-z]+)*$/);
						expect(subtitle).not.toBe(option.value);
					}
				}
			}
			const resource = nodeType.description.properties.find(
				({ name }) => name === 'resource',
			)?.default;
			expect(canvasSubtitle(nodeType, { resource, operation: 'someday' })).toBe('someday');
		}
	});
});
