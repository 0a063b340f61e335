import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../shared/descriptions/channel';
import { decodeContentParameter } from '../../shared/descriptions/decodeContent';
import { targetLanguageParameters } from '../../shared/descriptions/targetLanguage';
import { themeParameter } from '../../shared/descriptions/theme';
import { ID_FORMATS } from '../../shared/ids';
import { type Placement, shownFor } from './parent';
import { outputChoice } from '../../shared/descriptions/output';

// `scope` (the draft) is shown right after the channel it depends on.
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
			placeholder: ID_FORMATS.localizationId.placeholder,
			description:
				'The localization to read: the ID of a LocalizationRef from Localization > Get ' +
				'Many, or from a template or draft',
			displayOptions: shownFor(placement),
		},
		...targetLanguageParameters(shownFor(placement).show),
		themeParameter(shownFor(placement).show),
		decodeContentParameter(shownFor(placement)),
		...outputChoice(shownFor(placement), 'localization'),
	];
}
