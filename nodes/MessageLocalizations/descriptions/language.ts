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
		placeholder: 'e.g. fr-FR',
		description:
			'The language of the localization as a BCP 47 tag: a language, optionally a script and ' +
			`a region, such as ${format.example}`,
		displayOptions: shownFor(placement),
	};
}
