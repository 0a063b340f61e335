import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { fieldShown } from '../../shared/versions';
import { readComparison } from './readComparison';
import { reviewPageLink } from './reviewLink';
import { reviewMessage } from './reviewMessage';

export async function compareDraft(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const draft = items[0]?.json;
	if (!draft?.id) return items;
	const comparison = await readComparison(this, draft, {
		html: this.getNodeParameter('options.htmlDiff', false) as boolean,
		context: this.getNodeParameter('options.contextLines', 3) as number,
	});
	const { channel, against, before, contents, languagesAdded, languagesRemoved } = comparison;
	const variables = contents[0].facts[VARIABLES_MEMBER];
	const changed =
		against === 'nothing' ||
		contents.some((content) => content.only !== undefined || content.differing.length > 0);
	const json: IDataObject = {
		draftId: draft.id,
		draftName: draft.name,
		templateId: draft.template ?? draft.templateId,
		channel: channel.name,
		comparedWith: { kind: against, draftId: before?.draftId ?? null },
		changed,
		summary: comparison.summary,
		reviewMessage: reviewMessage(comparison.facts),
		reviewFingerprint: comparison.reviewFingerprint,
		languagesAdded,
		languagesRemoved,
		...(fieldShown(comparison.apiVersion, 'compiled', VARIABLES_MEMBER)
			? {
					variablesAdded: variables?.entriesAdded ?? [],
					variablesRemoved: variables?.entriesRemoved ?? [],
				}
			: {}),
		content: Object.fromEntries(
			contents.map(({ language, members }) => [language, members as unknown as IDataObject]),
		),
	};
	const pageUrl = String(this.getNodeParameter('options.reviewPageUrl', '') ?? '');
	if (pageUrl.trim()) {
		const hours = this.getNodeParameter('options.reviewLinkHours', 168) as number;
		const link = await reviewPageLink(this, pageUrl, comparison.reviewFingerprint, hours);
		json.reviewPageLink = link.url;
		json.reviewPageLinkExpiresAt = link.expiresAt;
	}
	return [{ json }];
}
