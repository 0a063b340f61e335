import type { INodeProperties } from 'n8n-workflow';

import { sendTargetLanguage } from '../../../shared/helpers/sendTargetLanguage';
import { operation } from '../../../shared/routing/operation';
import { checkOtherDraft } from '../../compare/checkOtherDraft';
import { checkReviewPageLink } from '../../review/checkReviewPageLink';
import { reviewPageOutput } from '../../review/reviewPageOutput';

export const buildReviewPage = operation({
	name: 'Build Review Page',
	value: 'reviewPage',
	action: 'Build a review page for a draft',
	description:
		'Build one self-contained HTML page that shows a draft beside the published draft (or ' +
		'another draft) as its recipients will see it, in every language, with what changed ' +
		"marked and the review fingerprint of what it shows. The draft's content runs nothing " +
		'on the page. Output: the page as a binary file, for Respond to Webhook, an email or a ' +
		'Slack upload.',
	routing: {
		request: { method: 'GET', url: '=/drafts/{{ String($parameter.draftId).trim() }}' },
		output: { postReceive: [reviewPageOutput] },
	},
	messageTemplates: {
		channelScoped: true,
		preSend: [checkReviewPageLink, sendTargetLanguage, checkOtherDraft],
	},
});

export const buildReviewPageFields: INodeProperties[] = [
	{
		displayName: 'Put Output File in Field',
		name: 'binaryPropertyName',
		type: 'string',
		required: true,
		default: 'data',
		hint: 'The name of the output binary field to put the page in',
		description: 'The binary property of the output item that receives the HTML page',
		displayOptions: { show: { resource: ['draft'], operation: ['reviewPage'] } },
	},
	{
		displayName: 'Options',
		name: 'options',
		type: 'collection',
		placeholder: 'Add Option',
		default: {},
		displayOptions: { show: { resource: ['draft'], operation: ['reviewPage'] } },
		options: [
			{
				displayName: 'Review Link',
				name: 'reviewLink',
				type: 'json',
				default: '',
				placeholder: 'e.g. {{ $json.query }}',
				hint: 'The query of the request that opened the page, as the Webhook node puts it out',
				description:
					'Serve the page only for a link that Compare with Published made: signed for this ' +
					'draft and comparison, not expired, and the draft unchanged since. Anything else ' +
					'stops before the draft is read.',
			},
		],
	},
];
