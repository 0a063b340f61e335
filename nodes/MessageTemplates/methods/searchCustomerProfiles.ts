import type { IDataObject } from 'n8n-workflow';

import { listSearchOf } from '../../shared/methods/searchList';

// The unnamed profile holds the account's global variables.
export const searchCustomerProfiles = listSearchOf({
	path: '/customerprofiles',
	label: (profile: IDataObject) =>
		profile.name ? String(profile.name) : 'Global variables (unnamed profile)',
});
