import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';

/** Email only: the interface gives no theme to the other channels. */
export function themeOption(operation: string): INodeProperties {
	return {
		...resourceLocator({
			name: 'themeId',
			searchListMethod: 'searchThemes',
			description:
				'Optional theme whose styling is applied to the email HTML; leave empty for the default styling. Needs API version 2025.05v2 or newer; the list of themes needs 2026.07, so enter the ID with older versions.',
			displayOptions: { show: { resource: ['template'], operation: [operation], channel: ['email'] } },
			required: false,
		}),
		displayName: 'Theme',
	};
}
