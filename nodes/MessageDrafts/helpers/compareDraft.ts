import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { requireText } from '../../shared/routing/requireText';
import { getApiVersion } from '../../shared/transport/connection';
import { hasFeature } from '../../shared/versions';
import { compareSides } from '../compare/compareSides';
import {
	type Reading,
	NOTHING,
	comparedSide,
	draftSide,
	readLanguages,
	sideContents,
} from '../compare/readSides';
import { fingerprintOf } from '../compare/reviewFingerprint';
import { reviewMessage } from '../compare/reviewMessage';
import { type ComparisonFacts, summaryLine } from '../compare/summary';
import { otherDraftId } from './checkOtherDraft';

type Context = IExecuteSingleFunctions;

export async function compareDraft(
	this: Context,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const draft = items[0]?.json;
	if (!draft?.id) return items;
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	const version = await getApiVersion(this);
	const options = {
		html: this.getNodeParameter('options.htmlDiff', false) as boolean,
		context: this.getNodeParameter('options.contextLines', 3) as number,
	};
	const targetLanguage = requireText(
		this,
		this.getNodeParameter('targetLanguage', ''),
		'Target Language',
	).trim();
	const reading: Reading = {
		channel,
		qs: targetLanguage ? { targetLanguage } : undefined,
		failureContext: {
			itemIndex: this.getItemIndex(),
			ids: { draftId: String(draft.id) },
			channel: channel.displayName,
		},
	};

	const compareWith = this.getNodeParameter('compareWith', 'published') as 'published' | 'draft';
	const after = draftSide(this, channel, draft);
	const before = await comparedSide(
		this,
		draft,
		compareWith === 'draft'
			? { kind: 'draft', draftId: otherDraftId(this) }
			: { kind: 'published' },
		reading,
	);
	const against = before ? compareWith : 'nothing';
	const base = before ?? NOTHING;

	const localized = await readLanguages(this, [base, after], reading);
	const { contents, languagesAdded, languagesRemoved } = compareSides(
		channel,
		[base, after],
		localized,
		options,
	);
	const variables = contents[0].facts[VARIABLES_MEMBER];
	const variablesKnown = hasFeature(version, 'compiledVariables');
	const changed =
		against === 'nothing' ||
		contents.some((content) => content.only !== undefined || content.differing.length > 0);
	const facts: ComparisonFacts = { against, contents, languagesAdded, languagesRemoved };
	const summary = summaryLine(facts);
	const reviewFingerprint = fingerprintOf({
		apiVersion: version,
		channel,
		draftId: String(draft.id),
		targetLanguage,
		contents: sideContents(after, localized, 1),
		against: {
			kind: against,
			draftId: before?.draftId,
			contents: sideContents(base, localized, 0),
		},
	});
	const json: IDataObject = {
		draftId: draft.id,
		draftName: draft.name,
		templateId: draft.template ?? draft.templateId,
		channel: channel.name,
		comparedWith: { kind: against, draftId: before?.draftId ?? null },
		changed,
		summary,
		reviewMessage: reviewMessage(facts),
		reviewFingerprint,
		languagesAdded,
		languagesRemoved,
		...(variablesKnown
			? {
					variablesAdded: variables?.entriesAdded ?? [],
					variablesRemoved: variables?.entriesRemoved ?? [],
				}
			: {}),
		content: Object.fromEntries(
			contents.map(({ language, members }) => [language, members as unknown as IDataObject]),
		),
	};
	return [{ json }];
}
