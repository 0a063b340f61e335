import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../../shared/channels';
import { compareText, type TextComparison } from '../../../shared/diff';
import { requireText } from '../../../shared/helpers/text';
import { getApiVersion } from '../../../shared/transport/apiVersion';
import { hasFeature } from '../../../shared/versions';
import { otherDraftId } from './checkOtherDraft';
import { type Reading, type Side, draftSide, otherDraftSide, publishedSide, readCommonLanguages } from './readSides';
import { type ComparisonFacts, type ContentComparison, summaryLine } from './summary';
import { type TextMembers, textMembers, variablesOf } from './textMembers';

type Context = IExecuteSingleFunctions;

const NOTHING: Side = { record: {}, languages: new Map() };

function compareMembers(before: TextMembers, after: TextMembers, html: boolean, context: number, label: string) {
	const members: Record<string, TextComparison> = {};
	for (const member of new Set([...Object.keys(after), ...Object.keys(before)])) {
		members[member] = compareText(before[member] ?? '', after[member] ?? '', {
			html,
			context,
			oldName: `${label} ${member} (before)`,
			newName: `${label} ${member} (draft)`,
		});
	}
	return members;
}

function difference(from: string[], to: string[]): string[] {
	return to.filter((name) => !from.includes(name));
}

/**
 * Post-receive of Compare with Published: the draft just read is compared with its template's
 * published draft (or another draft), for the default content and every language both have.
 */
export async function compareDraft(this: Context, items: INodeExecutionData[]): Promise<INodeExecutionData[]> {
	const draft = items[0]?.json;
	if (!draft?.id) return items;
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	const version = await getApiVersion(this);
	const html = this.getNodeParameter('options.htmlDiff', false) as boolean;
	const contextLines = this.getNodeParameter('options.contextLines', 3) as number;
	const targetLanguage = requireText(this, this.getNodeParameter('targetLanguage', ''), 'Target Language').trim();
	const reading: Reading = {
		channel,
		qs: targetLanguage ? { targetLanguage } : undefined,
		failureContext: { itemIndex: this.getItemIndex(), ids: { draftId: String(draft.id) }, channel: channel.displayName },
	};

	const compareWith = this.getNodeParameter('compareWith', 'published') as 'published' | 'draft';
	const after = draftSide(this, channel, draft);
	let before: Side | undefined;
	if (compareWith === 'draft') {
		before = await otherDraftSide(this, otherDraftId(this), reading);
	} else {
		before = await publishedSide(this, String(draft.template ?? draft.templateId), reading);
	}
	const against = before ? compareWith : 'nothing';
	const base = before ?? NOTHING;

	const localized = await readCommonLanguages(this, [base, after], reading);
	const contents: ContentComparison[] = [
		{ language: 'default', members: compareMembers(textMembers(channel, base.record), textMembers(channel, after.record), html, contextLines, 'default') },
		...[...localized].map(([language, [old, next]]) => ({
			language,
			members: compareMembers(textMembers(channel, old), textMembers(channel, next), html, contextLines, language),
		})),
	];
	const beforeLanguages = [...base.languages.keys()];
	const afterLanguages = [...after.languages.keys()];
	const variablesKnown = hasFeature(version, 'compiledVariables');
	const facts: ComparisonFacts = {
		against,
		contents,
		languagesAdded: difference(beforeLanguages, afterLanguages).sort(),
		languagesRemoved: difference(afterLanguages, beforeLanguages).sort(),
		variablesAdded: variablesKnown ? difference(variablesOf(base.record), variablesOf(after.record)) : [],
		variablesRemoved: variablesKnown ? difference(variablesOf(after.record), variablesOf(base.record)) : [],
	};
	const changed =
		contents.some(({ members }) => Object.values(members).some((member) => member.changed)) ||
		facts.languagesAdded.length + facts.languagesRemoved.length + facts.variablesAdded.length + facts.variablesRemoved.length > 0;
	const json: IDataObject = {
		draftId: draft.id,
		draftName: draft.name,
		templateId: draft.template ?? draft.templateId,
		channel: channel.name,
		comparedWith: { kind: against, draftId: before?.draftId ?? null },
		changed,
		summary: summaryLine(facts),
		languagesAdded: facts.languagesAdded,
		languagesRemoved: facts.languagesRemoved,
		...(variablesKnown ? { variablesAdded: facts.variablesAdded, variablesRemoved: facts.variablesRemoved } : {}),
		content: Object.fromEntries(contents.map(({ language, members }) => [language, members as unknown as IDataObject])),
	};
	return [{ json }];
}
