import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { returnAllLimit } from '../../../shared/descriptions/returnAllLimit';
import { operation } from '../../../shared/routing/operation';

export const getManyCustomerProfiles = operation({
	name: 'Get Many',
	value: 'getAll',
	action: 'Get many customer profiles',
	description:
		'List the customer profiles (shared variable data for rendering), optionally only those that apply to a workspace',
	routing: {
		request: { method: 'GET', url: '/customerprofiles' },
		send: { query: [{ parameter: 'filters.workspaceId' }] },
	},
	feature: 'themesAndCustomerProfiles',
	list: true,
});

const displayOptions = { show: { resource: ['customerProfile'], operation: ['getAll'] } };

export const getManyCustomerProfilesFields: INodeProperties[] = [
	...returnAllLimit(displayOptions, 'customer profiles'),
	{
		displayName: 'Filters',
		name: 'filters',
		type: 'collection',
		placeholder: 'Add Filter',
		default: {},
		displayOptions,
		options: [
			{
				...resourceLocator({
					name: 'workspaceId',
					searchListMethod: 'searchFolders',
					description:
						'Only profiles that apply to this workspace, the account-wide profile (global variables) included',
					required: false,
				}),
				displayName: 'Workspace',
			},
		],
	},
];
