import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INode,
} from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { checkId } from '../../shared/routing/checkId';
import { type ItemScope, itemScope } from '../../shared/routing/itemScope';
import { requireText } from '../../shared/routing/requireText';
import { compareSides } from '../compare/compareSides';
import { capitalized } from '../compare/memberNames';
import {
	type Reading,
	type Side,
	type SidesRead,
	NOTHING,
	comparedSide,
	readDraftSide,
	readSides,
	readingOf,
	sideContents,
} from '../compare/readSides';
import {
	type ComparedKind,
	type Fingerprint,
	type SideFacts,
	changesBetween,
	comparedFacts,
	draftFacts,
	readFingerprint,
} from '../compare/reviewFingerprint';
import { summaryPhrases } from '../compare/summary';
import { clipped, listedWithin } from '../compare/text/cut';

const FIELD = 'Reviewed Fingerprint';
const ASK_AGAIN =
	'Compare the draft again (Compare with Published), ask the reviewer again with the new ' +
	'comparison, and give its reviewFingerprint to this node.';
const CHANGES_LENGTH = 240;
const ID_LENGTH = 40;

function refused(node: INode, itemIndex: number, message: string, fix: string): NodeOperationError {
	return new NodeOperationError(node, message, { description: fix, itemIndex });
}

// Altered, cut, or a digest that no comparison of the draft gives: never called a change.
function notGiven(node: INode, itemIndex: number): NodeOperationError {
	return refused(
		node,
		itemIndex,
		`${FIELD} is not a fingerprint that Compare with Published gave for this draft.`,
		'Nothing was approved. Pass the reviewFingerprint of the Compare with Published output ' +
			`the reviewer saw, as it is; or: ${ASK_AGAIN}`,
	);
}

function reviewedFingerprint(
	context: IExecuteSingleFunctions,
	given: string,
	draftId: string,
	scope: ItemScope & { channel: Channel },
): Fingerprint {
	const node = context.getNode();
	const { itemIndex, channel, version } = scope;
	const reviewed = readFingerprint(given);
	if (reviewed === 'older') {
		throw refused(
			node,
			itemIndex,
			`${FIELD} is from an older comparison, which did not cover variables in every target ` +
				'language: compare again.',
			`Nothing was approved. ${ASK_AGAIN}`,
		);
	}
	if (!reviewed) throw notGiven(node, itemIndex);
	if (reviewed.apiVersion !== version) {
		throw refused(
			node,
			itemIndex,
			`${FIELD} is from a comparison under API version ${reviewed.apiVersion}, and the ` +
				`credential now uses ${version}.`,
			'Nothing was approved: another API version reads other members, so the two cannot be ' +
				`compared. ${ASK_AGAIN}`,
		);
	}
	if (reviewed.draftId !== draftId) {
		throw refused(
			node,
			itemIndex,
			`${FIELD} is from a comparison of draft ${clipped(reviewed.draftId, ID_LENGTH)}, not ` +
				`of draft ${draftId}.`,
			'Nothing was approved. Pass the reviewFingerprint of the comparison of the draft ' +
				'being approved.',
		);
	}
	if (reviewed.channel !== channel.name) {
		throw refused(
			node,
			itemIndex,
			`${FIELD} is from a comparison on the ${reviewed.channel} channel, not on ` +
				`${channel.displayName}.`,
			'Nothing was approved. Set Channel to the channel the draft was compared on.',
		);
	}
	return reviewed;
}

// Undefined when the workflow did not add the option; its text when it did, empty or not.
function givenFingerprint(context: IExecuteSingleFunctions): string | undefined {
	const options = context.getNodeParameter('options', {}) as IDataObject;
	if (!Object.hasOwn(options, 'reviewFingerprint')) return undefined;
	return requireText(context, options.reviewFingerprint, FIELD).trim();
}

interface SideNow {
	// Another kind when the template was published (or unpublished) since.
	kind: ComparedKind;
	side: Side;
	facts?: SideFacts;
}

async function comparedSideChanges(
	context: IExecuteSingleFunctions,
	reviewed: Fingerprint,
	now: SideNow,
	reading: Reading,
): Promise<string[]> {
	const against = reviewed.against;
	if (against.kind === 'nothing')
		return ['the template had no published draft then, and has one now'];
	if (now.kind === 'nothing') return ['the template has no published draft any more'];
	// A published draft is read-only, so the one the reviewer saw, read again, shows what changed.
	const before =
		now.kind === 'published' && against.draftId && against.draftId !== now.side.draftId
			? await readIfSame(context, against, reading)
			: undefined;
	if (before) {
		const { localized, variables } = await readSides(context, [before, now.side], reading);
		const phrases = summaryPhrases(
			compareSides(
				reading.channel,
				[before, now.side],
				localized,
				{ html: false, context: 0 },
				variables,
			),
		);
		if (phrases.length > 0) return phrases;
	}
	return changesBetween(reviewed.channel, factsOf(against), factsOf(now.facts));
}

const factsOf = (facts: Partial<SideFacts> | undefined) => ({
	members: facts?.members ?? {},
	variables: facts?.variables ?? {},
});

function sideContent(side: Side, read: SidesRead, index: 0 | 1) {
	return { contents: sideContents(side, read.localized, index), variables: read.variables[index] };
}

async function readIfSame(
	context: IExecuteSingleFunctions,
	against: Fingerprint['against'],
	reading: Reading,
): Promise<Side | undefined> {
	try {
		const side = await readDraftSide(context, String(against.draftId), reading, 'publishedDraftId');
		const read = await readSides(context, [NOTHING, side], reading);
		return comparedFacts(reading.channel, 'published', sideContent(side, read, 1)).digest ===
			against.digest
			? side
			: undefined;
	} catch {
		// Archived since, say: the hashes still name what changed.
		return undefined;
	}
}

// Both sides are read again right before the approval is sent.
// Why: docs/reviewing-drafts.md#the-review-fingerprint
export async function checkReviewedContent(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const scope = itemScope(this);
	const given = givenFingerprint(this);
	const { channel, itemIndex } = scope;
	if (given === undefined || !channel) return requestOptions;
	if (given === '') {
		throw refused(
			this.getNode(),
			itemIndex,
			`${FIELD} is empty.`,
			'Nothing was approved. Give it the reviewFingerprint of the Compare with Published ' +
				'output the reviewer saw (an expression that finds nothing gives empty text), or ' +
				'remove the option to approve without checking what was reviewed.',
		);
	}
	const draftId = checkId(
		this,
		'draftId',
		this.getNodeParameter('draftId', undefined, { extractValue: true }),
	);
	const reviewed = reviewedFingerprint(this, given, draftId, { ...scope, channel });
	const { targetLanguage, against } = reviewed;
	const reading = readingOf(channel, targetLanguage, {
		itemIndex,
		ids: { draftId },
		channel: channel.displayName,
	});
	const draft = await readDraftSide(this, draftId, reading);
	const other = await comparedSide(
		this,
		draft.record,
		against.kind === 'draft'
			? { kind: 'draft', draftId: String(against.draftId) }
			: { kind: 'published' },
		reading,
	);
	const base = other ?? NOTHING;
	const read = await readSides(this, [base, draft], reading);

	const draftNow = draftFacts({ channel, draftId, targetLanguage, ...sideContent(draft, read, 1) });
	const kindNow: ComparedKind = other ? against.kind : 'nothing';
	const sideNow: SideNow = {
		kind: kindNow,
		side: base,
		facts:
			kindNow === 'nothing'
				? undefined
				: comparedFacts(channel, kindNow, sideContent(base, read, 0)),
	};
	const draftChanged = draftNow.digest !== reviewed.digest;
	const sideChanged = sideNow.kind !== against.kind || sideNow.facts?.digest !== against.digest;
	if (!draftChanged && !sideChanged) return requestOptions;

	const draftChanges = draftChanged
		? changesBetween(reviewed.channel, factsOf(reviewed), factsOf(draftNow))
		: [];
	const sideChanges = sideChanged
		? await comparedSideChanges(this, reviewed, sideNow, reading)
		: [];
	// Every member is what it says, yet the digest differs: no comparison gave it.
	if (draftChanges.length + sideChanges.length === 0) throw notGiven(this.getNode(), itemIndex);
	const otherSide =
		against.kind === 'draft'
			? `draft ${clipped(String(against.draftId), ID_LENGTH)}, which the review compared it with,`
			: 'the published template';
	const parts = [
		...(draftChanges.length > 0
			? [
					`Draft ${draftId} changed after it was reviewed: ` +
						`${listedWithin(draftChanges, CHANGES_LENGTH)}`,
				]
			: []),
		...(sideChanges.length > 0
			? [
					`${draftChanges.length > 0 ? otherSide : capitalized(otherSide)} changed ` +
						`${draftChanges.length > 0 ? 'too' : 'after the review'}: ` +
						`${listedWithin(sideChanges, CHANGES_LENGTH)}; compare again`,
				]
			: []),
	];
	throw refused(
		this.getNode(),
		itemIndex,
		`${parts.join('; ')}.`,
		`Nothing was approved. ${ASK_AGAIN}`,
	);
}
