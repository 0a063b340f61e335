import type { INodeProperties } from 'n8n-workflow';

import { filtersParameter, pickedFilter } from '../../../shared/descriptions/filters';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getManyCustomerProfiles = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many customer profiles',
	description:
		'List the customer profiles (shared variable data for rendering), optionally only ' +
		'those that apply to a workspace',
	routing: { request: { method: 'GET', url: '/customerprofiles' } },
	messageTemplates: {
		list: true,
		filters: [{ name: 'workspaceId' }],
	},
});

const displayOptions = { show: { resource: ['customerProfile'], operation: ['getAll'] } };

export const getManyCustomerProfilesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'customer profiles'),
	filtersParameter(displayOptions, [
		pickedFilter(
			'workspaceId',
			'searchFolders',
			'Only profiles that apply to this workspace, the account-wide profile (global ' +
				'variables) included',
		),
	]),
	...outputChoice(displayOptions, 'customerProfile'),
];
