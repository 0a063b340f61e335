import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { CHANNELS, type Channel, type ChannelName } from '../../shared/channels';
import { requireText } from '../../shared/routing/requireText';
import { getApiVersion } from '../../shared/transport/connection';
import type { ApiVersion } from '../../shared/versions';
import { otherDraftId } from './checkOtherDraft';
import type { MemberOptions } from './compareMember';
import { type SidesCompared, compareSides } from './compareSides';
import {
	type Side,
	NOTHING,
	comparedSide,
	draftSide,
	readSides,
	readingOf,
	sideContents,
} from './readSides';
import { type ComparedKind, type Contents, fingerprintOf } from './reviewFingerprint';
import { type ComparisonFacts, summaryLine } from './summary';

type Context = IExecuteSingleFunctions;

// What Compare with Published and Build Review Page both show: the draft, what it is compared
// with, in every language, and the fingerprint of exactly that.
export interface Comparison extends SidesCompared {
	draft: IDataObject;
	channel: Channel;
	apiVersion: ApiVersion;
	against: ComparedKind;
	before: Side | undefined;
	// Each side's compiled content by language ('default' first).
	sides: [Contents, Contents];
	facts: ComparisonFacts;
	summary: string;
	reviewFingerprint: string;
}

export async function readComparison(
	context: Context,
	draft: IDataObject,
	options: Omit<MemberOptions, 'label'>,
): Promise<Comparison> {
	const channel = CHANNELS[context.getNodeParameter('channel', 'email') as ChannelName];
	const apiVersion = await getApiVersion(context);
	const targetLanguage = requireText(
		context,
		context.getNodeParameter('targetLanguage', ''),
		'Target Language',
	).trim();
	const reading = readingOf(channel, targetLanguage, {
		itemIndex: context.getItemIndex(),
		ids: { draftId: String(draft.id) },
		channel: channel.displayName,
	});

	const compareWith = context.getNodeParameter('compareWith', 'published') as 'published' | 'draft';
	const after = draftSide(context, channel, draft);
	const before = await comparedSide(
		context,
		draft,
		compareWith === 'draft'
			? { kind: 'draft', draftId: otherDraftId(context) }
			: { kind: 'published' },
		reading,
	);
	const against = before ? compareWith : 'nothing';
	const base = before ?? NOTHING;

	const { localized, variables } = await readSides(context, [base, after], reading);
	const compared = compareSides(channel, [base, after], localized, options, variables);
	const facts: ComparisonFacts = { against, ...compared };
	const sides: [Contents, Contents] = [
		sideContents(base, localized, 0),
		sideContents(after, localized, 1),
	];
	const reviewFingerprint = fingerprintOf({
		apiVersion,
		channel,
		draftId: String(draft.id),
		targetLanguage,
		contents: sides[1],
		variables: variables[1],
		against: {
			kind: against,
			draftId: before?.draftId,
			contents: sides[0],
			variables: variables[0],
		},
	});
	return {
		draft,
		channel,
		apiVersion,
		against,
		before,
		sides,
		...compared,
		facts,
		summary: summaryLine(facts),
		reviewFingerprint,
	};
}
