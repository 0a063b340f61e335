import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../shared/descriptions/channel';
import { decodeContentParameter } from '../../shared/descriptions/decodeContent';
import { targetLanguageParameters } from '../../shared/descriptions/targetLanguage';
import { themeParameter } from '../../shared/descriptions/theme';
import { ID_FORMATS } from '../../shared/ids';
import { type Placement, shownFor } from './parent';

/**
 * The fields of a localized read (published or of a draft): channel, localization, the target
 * language the variables are written in, email's theme and Decode Content. `scope` holds what
 * else picks the content (the draft), shown right after the channel it depends on.
 */
export function localizedReadFields(
	placement: Placement,
	scope: INodeProperties[] = [],
): INodeProperties[] {
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
				'The localization to read: the ID of a LocalizationRef from Localization > Get ' +
				'Many, or from a template or draft',
			displayOptions: shownFor(placement),
		},
		...targetLanguageParameters(shownFor(placement).show),
		themeParameter(shownFor(placement).show),
		decodeContentParameter(shownFor(placement)),
	];
}
