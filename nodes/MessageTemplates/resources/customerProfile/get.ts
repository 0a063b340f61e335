import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getCustomerProfile = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a customer profile',
	description: 'Read one customer profile with its variable data (dataContent) by its ID',
	routing: {
		request: {
			method: 'GET',
			url: '=/customerprofiles/{{ String($parameter.customerProfileId).trim() }}',
		},
	},
});

export const getCustomerProfileFields: INodeProperties[] = [
	resourceLocator({
		name: 'customerProfileId',
		searchListMethod: 'searchCustomerProfiles',
		description: 'The customer profile to read; its ID starts with dat_',
		displayOptions: { show: { resource: ['customerProfile'], operation: ['get'] } },
	}),
	...outputChoice(
		{ show: { resource: ['customerProfile'], operation: ['get'] } },
		'customerProfile',
	),
];
