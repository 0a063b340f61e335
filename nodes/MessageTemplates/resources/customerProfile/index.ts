import type { INodeProperties } from 'n8n-workflow';

import { getCustomerProfile, getCustomerProfileFields } from './get';
import { getManyCustomerProfiles, getManyCustomerProfilesFields } from './getMany';

export const customerProfileDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['customerProfile'] } },
		options: [getCustomerProfile, getManyCustomerProfiles],
		default: 'getAll',
	},
	...getManyCustomerProfilesFields,
	...getCustomerProfileFields,
];
