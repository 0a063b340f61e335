import type { IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { requireText } from '../../shared/routing/requireText';
import { readComparison } from '../compare/readComparison';
import { checkShownContent, linkQuery, pageLanguage } from '../compare/reviewLink';
import { givenLink } from './checkReviewPageLink';
import { reviewPage } from './page';

export async function reviewPageOutput(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const draft = items[0]?.json;
	if (!draft?.id) return items;
	const binaryPropertyName = requireText(
		this,
		this.getNodeParameter('binaryPropertyName', 'data'),
		'Put Output File in Field',
	).trim();
	const comparison = await readComparison(this, draft, { html: false, context: 0 });
	const given = givenLink(this);
	if (given) await checkShownContent(this, given.link, comparison.reviewFingerprint);
	const link = given ? linkQuery(given.link) : undefined;
	const language = link && pageLanguage(this, link, comparison.contents);
	const builtAt = new Date().toISOString();
	const page = Buffer.from(reviewPage(comparison, builtAt, { link, language }), 'utf8');
	const fileName = `review-${String(draft.id)}.html`;
	const binary = await this.helpers.prepareBinaryData(page, fileName, 'text/html');
	return [
		{
			json: {
				draftId: draft.id,
				draftName: draft.name,
				templateId: draft.template ?? draft.templateId,
				channel: comparison.channel.name,
				comparedWith: { kind: comparison.against, draftId: comparison.before?.draftId ?? null },
				summary: comparison.summary,
				reviewFingerprint: comparison.reviewFingerprint,
				builtAt,
				fileName,
				size: page.length,
			},
			binary: { [binaryPropertyName]: binary },
		},
	];
}
