import type { INodeProperties } from 'n8n-workflow';

export const typesProperty: INodeProperties = {
	displayName: 'Types',
	name: 'types',
	type: 'multiOptions',
	options: [
		{ name: 'Block', value: 'block' },
		{ name: 'Draft', value: 'draft' },
		{ name: 'Template', value: 'template' },
	],
	default: [],
	description: 'The kinds of resource the tag can be assigned to',
	routing: { send: { type: 'body', property: 'types' } },
};

export const workspaceIdsProperty: INodeProperties = {
	displayName: 'Workspace Names or IDs',
	name: 'workspaceIds',
	type: 'multiOptions',
	typeOptions: { loadOptionsMethod: 'getWorkspaces' },
	default: [],
	routing: { send: { type: 'body', property: 'workspaceIds' } },
	description:
		'The workspaces whose templates and drafts can carry the tag; none means all workspaces, those added later included. Choose from the list, or specify IDs using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};
