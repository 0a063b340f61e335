import type { INodeProperties } from 'n8n-workflow';

import { targetLanguageParameters } from '../../../shared/descriptions/targetLanguage';
import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { ID_FORMATS } from '../../../shared/ids';
import { operation } from '../../../shared/routing/operation';
import { checkOtherDraft } from '../../compare/checkOtherDraft';
import { compareDraft } from '../../compare/compareDraft';

export const compareDraftWithPublished = operation({
	name: 'Compare with Published',
	value: 'compare',
	action: 'Compare a draft with the published draft',
	description:
		"Say what a draft changes from its template's published draft (or another draft), in " +
		'every member and language of its content: addresses and subject before and after, ' +
		'diffs of the texts, the links, images and markup of the HTML, languages and variables ' +
		'added or removed, a one-line summary, a review message for Slack, and a fingerprint ' +
		'of both sides as compared for Approve to check against. Changed is false only when ' +
		'the content is the same byte for byte.',
	routing: {
		request: { method: 'GET', url: '=/drafts/{{ String($parameter.draftId).trim() }}' },
		output: { postReceive: [compareDraft] },
	},
	messageTemplates: { channelScoped: true, preSend: [sendTargetLanguage, checkOtherDraft] },
});

// Build Review Page compares the same way.
const show = { resource: ['draft'], operation: ['compare', 'reviewPage'] };
const showCompare = { resource: ['draft'], operation: ['compare'] };

export const compareDraftFields: INodeProperties[] = [
	{
		displayName: 'Compare With',
		name: 'compareWith',
		type: 'options',
		options: [
			{
				name: 'Published Draft',
				value: 'published',
				description:
					"The template's published draft; a template never published compares with nothing",
			},
			{ name: 'Another Draft', value: 'draft', description: 'A draft of the same channel, by ID' },
		],
		default: 'published',
		displayOptions: { show },
	},
	{
		displayName: 'Other Draft ID',
		name: 'otherDraftId',
		type: 'string',
		required: true,
		default: '',
		placeholder: ID_FORMATS.draftId.placeholder,
		description: 'The draft the chosen draft is compared with',
		displayOptions: { show: { ...show, compareWith: ['draft'] } },
	},
	...targetLanguageParameters(show),
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show: showCompare },
		options: [
			{
				displayName: 'Context Lines',
				name: 'contextLines',
				type: 'number',
				typeOptions: { minValue: 0 },
				default: 3,
				description: 'Unchanged lines shown around each change in the diffs',
			},
			{
				displayName: 'Review Page URL',
				name: 'reviewPageUrl',
				type: 'string',
				default: '',
				placeholder: 'e.g. https://n8n.example.com/webhook/message-draft-review',
				description:
					'The production URL of a Webhook node that serves Build Review Page. The output then ' +
					"has reviewPageLink: that URL, signed with the credential's 'Review Link Secret' for " +
					'this draft, this comparison and its fingerprint.',
			},
			{
				displayName: 'Review Link Valid For (Hours)',
				name: 'reviewLinkHours',
				type: 'number',
				typeOptions: { minValue: 1 },
				default: 168,
				description: 'How long the review page link opens the page',
			},
			{
				displayName: 'HTML Diff',
				name: 'htmlDiff',
				type: 'boolean',
				default: false,
				description:
					'Whether to add each diff as HTML too (red and green lines with inline styles), ' +
					'for an email preview',
			},
		],
	},
];
