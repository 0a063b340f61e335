import type { INodeProperties } from 'n8n-workflow';

export const approveOptionsField: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	displayOptions: { show: { resource: ['draft'], operation: ['approve', 'approveAll'] } },
	options: [
		{
			displayName: 'Reviewed Fingerprint',
			name: 'reviewFingerprint',
			type: 'string',
			default: '',
			placeholder: 'e.g. mdr3.…',
			description:
				'The reviewFingerprint of the Compare with Published output the reviewer saw. The ' +
				"draft's content and the published draft (or other draft) it was compared with are " +
				'read again right before the approval: if either changed since, or this is empty ' +
				'or not a fingerprint Compare gave, nothing is approved and the item fails, saying ' +
				'why.',
		},
	],
};
