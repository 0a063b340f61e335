import type { INodeProperties } from 'n8n-workflow';

import { ID_FORMATS } from '../../shared/ids';
import { type Placement, shownFor } from './parent';

const format = ID_FORMATS.languageId;

export function languageField(placement: Placement): INodeProperties {
	return {
		displayName: 'Language',
		name: 'languageId',
		type: 'string',
		required: true,
		default: '',
		placeholder: format.example,
		description: 'The language of the localization, as language-region (xx-XX), for example fr-FR or de-DE',
		displayOptions: shownFor(placement),
	};
}
