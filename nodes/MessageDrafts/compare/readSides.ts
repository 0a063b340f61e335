import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { compiledOf } from '../../shared/helpers/decodeCompiledContent';
import { languagesOf, localizationIdOf } from '../../shared/helpers/localizationLanguages';
import { readIfFound } from '../../shared/helpers/readIfFound';
import { pathStep } from '../../shared/routing/checkId';
import { createReadLimiter } from '../../shared/transport/concurrency';
import type { FailureContext } from '../../shared/transport/failureContext';
import { serviceRequest } from '../../shared/transport/serviceRequest';

type Context = IExecuteSingleFunctions;

export interface Side {
	record: IDataObject;
	// The published draft's id comes from API version 2024.08.
	draftId?: string;
	languages: Map<string, string>;
}

export const NOTHING: Side = { record: {}, languages: new Map() };

export interface Reading {
	channel: Channel;
	qs: IDataObject | undefined;
	failureContext: FailureContext;
}

function languagePaths(
	context: Context,
	record: IDataObject,
	pathOf: (localizationStep: string) => string,
): Map<string, string> {
	const paths = new Map<string, string>();
	const refs = Array.isArray(record.localizations) ? (record.localizations as IDataObject[]) : [];
	for (const ref of refs) {
		for (const language of languagesOf(ref))
			paths.set(language, pathOf(pathStep(context, localizationIdOf(ref), 'a localization')));
	}
	return paths;
}

export function draftSide(context: Context, channel: Channel, draft: IDataObject): Side {
	const draftId = String(draft.id);
	const draftStep = pathStep(context, draft.id, 'a draft');
	return {
		record: draft,
		draftId,
		languages: languagePaths(
			context,
			draft,
			(step) => `${channel.pathPrefix}/localizations/${step}/drafts/${draftStep}`,
		),
	};
}

// The template's own read is the published draft's compiled content. A 404 for the template a
// draft names means it was never published.
export async function publishedSide(
	context: Context,
	templateId: string,
	reading: Reading,
): Promise<Side | undefined> {
	const { channel, qs, failureContext } = reading;
	const template = await readIfFound(
		context.getNode(),
		async () =>
			await serviceRequest<IDataObject>(context, {
				path: `${channel.pathPrefix}/templates/${pathStep(context, templateId, 'a template')}`,
				qs,
				failureContext: { ...failureContext, ids: { ...failureContext.ids, templateId } },
			}),
	);
	if (!template) return undefined;
	return {
		record: template,
		draftId: typeof template.publishedDraftId === 'string' ? template.publishedDraftId : undefined,
		languages: languagePaths(
			context,
			template,
			(step) => `${channel.pathPrefix}/localizations/${step}`,
		),
	};
}

export async function readDraftSide(
	context: Context,
	draftId: string,
	reading: Reading,
	idName = 'draftId',
): Promise<Side> {
	const { channel, qs, failureContext } = reading;
	const draft = await serviceRequest<IDataObject>(context, {
		path: `${channel.pathPrefix}/drafts/${encodeURIComponent(draftId)}`,
		qs,
		failureContext: { ...failureContext, ids: { ...failureContext.ids, [idName]: draftId } },
	});
	return draftSide(context, channel, draft);
}

// A language only one side has is read on that side alone.
export async function readLanguages(
	context: Context,
	sides: [Side, Side],
	reading: Reading,
): Promise<Map<string, [IDataObject | undefined, IDataObject | undefined]>> {
	const languages = [...new Set(sides.flatMap((side) => [...side.languages.keys()]))].sort();
	const run = createReadLimiter();
	const read = async (side: Side, language: string) => {
		const path = side.languages.get(language);
		if (path === undefined) return undefined;
		return await run(
			async () =>
				await serviceRequest<IDataObject>(context, {
					path,
					qs: reading.qs,
					failureContext: {
						...reading.failureContext,
						ids: { ...reading.failureContext.ids, languageId: language },
					},
				}),
		);
	};
	const pairs = await Promise.all(
		languages.map(
			async (language) =>
				[
					language,
					await Promise.all(sides.map(async (side) => await read(side, language))),
				] as const,
		),
	);
	return new Map(
		pairs.map(([language, pair]) => [
			language,
			pair as [IDataObject | undefined, IDataObject | undefined],
		]),
	);
}

export async function comparedSide(
	context: Context,
	draft: IDataObject,
	against: { kind: 'published' } | { kind: 'draft'; draftId: string },
	reading: Reading,
): Promise<Side | undefined> {
	if (against.kind === 'draft')
		return await readDraftSide(context, against.draftId, reading, 'otherDraftId');
	return await publishedSide(context, String(draft.template ?? draft.templateId), reading);
}

// `index`: 0 the side compared with, 1 the draft.
export function sideContents(
	side: Side,
	localized: ReadonlyMap<string, [IDataObject | undefined, IDataObject | undefined]>,
	index: 0 | 1,
): Map<string, IDataObject | undefined> {
	const languages = [...localized].filter(([language]) => side.languages.has(language));
	return new Map([
		['default', compiledOf(side.record)],
		...languages.map(([language, pair]): [string, IDataObject | undefined] => [
			language,
			compiledOf(pair[index]),
		]),
	]);
}
