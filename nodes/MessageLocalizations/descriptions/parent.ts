import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../shared/descriptions/channel';
import { resourceLocator } from '../../shared/descriptions/resourceLocator';

export interface Placement {
	resource: string;
	operation: string;
}

export function shownFor({ resource, operation }: Placement, extra: Record<string, string[]> = {}) {
	return { show: { resource: [resource], operation: [operation], ...extra } };
}

// Drafts have their localizations per channel, blocks one set with no channel.
export function parentFields(
	placement: Placement,
	{ changesDraft = false } = {},
): INodeProperties[] {
	return [
		{
			displayName: 'Parent',
			name: 'parent',
			type: 'options',
			noDataExpression: true,
			options: [
				{ name: 'Block', value: 'block', description: 'Reusable content shared by templates' },
				{ name: 'Draft', value: 'draft', description: 'An editable version of a template' },
			],
			default: 'draft',
			description: 'Whether the localizations belong to a template draft or to a block',
			displayOptions: shownFor(placement),
		},
		channelParameter(shownFor(placement, { parent: ['draft'] })),
		resourceLocator({
			name: 'draftId',
			searchListMethod: changesDraft ? 'searchEditableDrafts' : 'searchDrafts',
			description: changesDraft
				? 'The draft whose localizations to change, from the chosen channel; a published ' +
					'draft cannot be changed and comes last'
				: 'The draft whose localizations to use, from the chosen channel',
			displayOptions: shownFor(placement, { parent: ['draft'] }),
		}),
		resourceLocator({
			name: 'blockId',
			searchListMethod: 'searchBlocks',
			description: 'The block whose localizations to use',
			displayOptions: shownFor(placement, { parent: ['block'] }),
		}),
	];
}
