import type { INodeProperties } from 'n8n-workflow';

import { allTargetLanguages, targetLanguageOptions } from '../../shared/channels';

export const optionsParameter: INodeProperties = {
	displayName: 'Options',
	name: 'options',
	type: 'collection',
	placeholder: 'Add Option',
	default: {},
	options: [
		{
			displayName: 'Email Target Language',
			name: 'targetLanguage',
			type: 'options',
			// Every value of any version: the poll checks the credential's version and names the valid
			// ones.
			options: targetLanguageOptions(allTargetLanguages('email')).sort((a, b) =>
				a.name.localeCompare(b.name),
			),
			default: 'html',
			description:
				"With 'Include Draft Content': the template language that email content is written in",
		},
		{
			displayName: 'Include Draft Content',
			name: 'includeContent',
			type: 'boolean',
			default: false,
			description:
				'Whether to add the decoded content (subject, HTML, text or message parts) to each ' +
				'item, for a preview. Costs one read per event; a poll sends at most 900 requests ' +
				'and leaves the events beyond them to the next polls.',
		},
		{
			displayName: 'Include Existing on Activation',
			name: 'includeExisting',
			type: 'boolean',
			default: false,
			description:
				'Whether the first poll also emits what is already in the watched state (drafts ' +
				'already waiting, say). Off: only changes after activation fire.',
		},
	],
};
