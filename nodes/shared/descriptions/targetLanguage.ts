import type { INodeProperties } from 'n8n-workflow';

import { CHANNEL_NAMES } from '../channels';

type Show = NonNullable<NonNullable<INodeProperties['displayOptions']>['show']>;

const targetLanguage: INodeProperties = {
	displayName: 'Target Language Name or ID',
	name: 'targetLanguage',
	type: 'options',
	typeOptions: { loadOptionsMethod: 'getTargetLanguages', loadOptionsDependsOn: ['channel'] },
	default: '',
	routing: { send: { type: 'query', property: 'targetLanguage' } },
	description:
		'The templating language the compiled content is written in: variables come out in its syntax (for example {{first_name}} for Handlebars). Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
};

export function targetLanguageParameters(show: Show): INodeProperties[] {
	const email: INodeProperties = {
		...targetLanguage,
		default: 'html',
		required: true,
		hint: 'Email reads require a target language; "html" renders variables as empty text',
		displayOptions: { show: { ...show, channel: ['email'] } },
	};
	return [
		email,
		{
			...targetLanguage,
			hint: 'Optional on this channel: leave it on Channel Default to let the service choose',
			displayOptions: {
				show: { ...show, channel: CHANNEL_NAMES.filter((name) => name !== 'email') },
			},
		},
	];
}
