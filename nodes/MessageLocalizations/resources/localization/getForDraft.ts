import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { localizedReadFields } from '../../descriptions/localizedRead';
import { shownFor } from '../../descriptions/parent';

export const getLocalizationForDraft = operation({
	name: 'Get for Draft',
	value: 'getForDraft',
	action: 'Get a localization of a draft',
	description:
		"Read one language of a draft's content, translated, with variables written in the " +
		'target language; use it to check translations before publishing',
	routing: {
		request: {
			method: 'GET',
			url:
				'=/localizations/{{ String($parameter.localizationId).trim() }}' +
				'/drafts/{{ String($parameter.draftId).trim() }}',
		},
	},
	messageTemplates: {
		channelScoped: true,
		preSend: [sendTargetLanguage, sendTheme],
	},
});

const placement = { resource: 'localization', operation: 'getForDraft' };

export const getLocalizationForDraftFields: INodeProperties[] = localizedReadFields(placement, [
	resourceLocator({
		name: 'draftId',
		searchListMethod: 'searchDrafts',
		description: "A draft of the localization's template, from the chosen channel",
		displayOptions: shownFor(placement),
	}),
]);
