import type { INodeProperties } from 'n8n-workflow';

import { decodeContentParameter } from '../../../shared/descriptions/decodeContent';
import { targetLanguageParameters } from '../../../shared/descriptions/targetLanguage';
import { themeParameter } from '../../../shared/descriptions/theme';
import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { sendTheme } from '../../../shared/helpers/sendTheme';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getDraft = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a draft',
	description:
		'Read one draft with its compiled content, variables written in a chosen target ' +
		'language, its localizations and status',
	routing: { request: { method: 'GET', url: '=/drafts/{{ String($parameter.draftId).trim() }}' } },
	messageTemplates: { channelScoped: true, preSend: [sendTargetLanguage, sendTheme] },
});

const show = { resource: ['draft'], operation: ['get'] };

export const getDraftFields: INodeProperties[] = [
	...targetLanguageParameters(show),
	themeParameter(show),
	decodeContentParameter({ show }),
	...outputChoice({ show }, 'draft'),
];
