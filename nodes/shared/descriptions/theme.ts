import type { INodeProperties } from 'n8n-workflow';

import { FEATURES } from '../versions';
import { resourceLocator } from './resourceLocator';

type Show = NonNullable<NonNullable<INodeProperties['displayOptions']>['show']>;

// The interface gives no theme to the other channels.
export function themeParameter(show: Show): INodeProperties {
	return resourceLocator({
		name: 'themeId',
		searchListMethod: 'searchThemes',
		description:
			'Optional theme whose styling is applied to the email HTML; leave empty for the ' +
			`default styling. Needs API version ${FEATURES.themeId.since} or newer; the list of ` +
			`themes needs ${FEATURES.themesAndCustomerProfiles.since}, so enter the ID with older ` +
			'versions.',
		displayOptions: { show: { ...show, channel: ['email'] } },
		required: false,
		routing: { send: { type: 'query', property: 'themeId' } },
	});
}
