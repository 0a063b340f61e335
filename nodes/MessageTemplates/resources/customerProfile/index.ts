import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getCustomerProfile, getCustomerProfileFields } from './get';
import { getManyCustomerProfiles, getManyCustomerProfilesFields } from './getMany';

export const customerProfileDescription: INodeProperties[] = [
	operationParameter('customerProfile', [getCustomerProfile, getManyCustomerProfiles], 'getAll'),
	...getManyCustomerProfilesFields,
	...getCustomerProfileFields,
];
