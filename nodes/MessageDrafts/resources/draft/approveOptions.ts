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
			placeholder: 'mdr1.…',
			description:
				"The reviewFingerprint of the Compare with Published output the reviewer saw. The draft's content is read again right before the approval: if it changed since, nothing is approved and the item fails, saying what changed.",
		},
	],
};
