import type { INodeProperties } from 'n8n-workflow';

import { CHANNEL_NAMES } from '../../shared/channels';
import { channelParameter } from '../../shared/descriptions/channel';
import { decodeContentParameter } from '../../shared/descriptions/decodeContent';
import { resourceLocator } from '../../shared/descriptions/resourceLocator';
import { ID_FORMATS } from '../../shared/ids';
import { type Placement, shownFor } from './parent';

const targetLanguageOptions = {
	loadOptionsMethod: 'getTargetLanguages',
	loadOptionsDependsOn: ['channel'],
};

/**
 * The fields of a localized read (published or of a draft): channel, localization, the target
 * language the variables are written in, email's theme and Decode Content. `scope` holds what
 * else picks the content (the draft), shown right after the channel it depends on.
 */
export function localizedReadFields(placement: Placement, scope: INodeProperties[] = []): INodeProperties[] {
	const otherChannels = CHANNEL_NAMES.filter((name) => name !== 'email');
	return [
		channelParameter(shownFor(placement)),
		...scope,
		{
			displayName: 'Localization ID',
			name: 'localizationId',
			type: 'string',
			required: true,
			default: '',
			placeholder: ID_FORMATS.localizationId.example,
			description:
				'The localization to read: the ID of a LocalizationRef from Localization > Get Many, or from a template or draft',
			displayOptions: shownFor(placement),
		},
		{
			displayName: 'Target Language Name or ID',
			name: 'targetLanguage',
			type: 'options',
			typeOptions: targetLanguageOptions,
			required: true,
			default: '',
			description:
				'The template language the variables come out in, for example handlebars gives {{name}}. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			displayOptions: shownFor(placement, { channel: ['email'] }),
			routing: { send: { type: 'query', property: 'targetLanguage' } },
		},
		{
			displayName: 'Target Language Name or ID',
			name: 'targetLanguage',
			type: 'options',
			typeOptions: targetLanguageOptions,
			default: '',
			description:
				'The template language the variables come out in; leave it on Channel Default to let the service choose. Choose from the list, or specify an ID using an <a href="https://docs.n8n.io/code/expressions/">expression</a>.',
			displayOptions: shownFor(placement, { channel: otherChannels }),
			routing: { send: { type: 'query', property: 'targetLanguage', value: '={{ $value || undefined }}' } },
		},
		{
			...resourceLocator({
				name: 'themeId',
				searchListMethod: 'searchThemes',
				description: 'Optional theme that styles the email content; leave empty for the default styling',
				displayOptions: shownFor(placement, { channel: ['email'] }),
				required: false,
			}),
			routing: { send: { type: 'query', property: 'themeId', value: '={{ $value || undefined }}' } },
		},
		decodeContentParameter(shownFor(placement)),
	];
}
