import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { compiledOf } from '../../shared/helpers/decodeCompiledContent';
import { languagesOf, localizationIdOf } from '../../shared/helpers/localizationLanguages';
import { readIfFound } from '../../shared/helpers/readIfFound';
import { pathStep } from '../../shared/routing/checkId';
import { createReadLimiter } from '../../shared/transport/concurrency';
import type { FailureContext } from '../../shared/transport/failureContext';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import {
	type MemberViews,
	WRITTEN_TARGET_LANGUAGE,
	variableViews,
	writesNothing,
} from './variables';

type Context = IExecuteSingleFunctions;

export interface Side {
	record: IDataObject;
	// Older API versions leave out the published draft's id.
	draftId?: string;
	languages: Map<string, string>;
	// Where the record is read again, and the ids a failure names.
	path?: string;
	ids?: Record<string, string>;
}

export const NOTHING: Side = { record: {}, languages: new Map() };

export interface Reading {
	channel: Channel;
	// '' when the service chooses.
	targetLanguage: string;
	qs: IDataObject | undefined;
	failureContext: FailureContext;
}

export function readingOf(
	channel: Channel,
	targetLanguage: string,
	failureContext: FailureContext,
): Reading {
	return {
		channel,
		targetLanguage,
		qs: targetLanguage ? { targetLanguage } : undefined,
		failureContext,
	};
}

export type Localized = ReadonlyMap<string, [IDataObject | undefined, IDataObject | undefined]>;

// Each side's variables by language ('default' first).
export type SideVariables = ReadonlyMap<string, MemberViews>;

export interface SidesRead {
	localized: Localized;
	variables: [SideVariables, SideVariables];
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
		path: `${channel.pathPrefix}/drafts/${draftStep}`,
		ids: { draftId },
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
	const path = `${channel.pathPrefix}/templates/${pathStep(context, templateId, 'a template')}`;
	const template = await readIfFound(
		context.getNode(),
		async () =>
			await serviceRequest<IDataObject>(context, {
				path,
				qs,
				failureContext: { ...failureContext, ids: { ...failureContext.ids, templateId } },
			}),
	);
	if (!template) return undefined;
	return {
		record: template,
		path,
		ids: { templateId },
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
	return { ...draftSide(context, channel, draft), ids: { [idName]: draftId } };
}

// A language only one side has is read on that side alone.
export async function readLanguages(
	context: Context,
	sides: [Side, Side],
	reading: Reading,
): Promise<Localized> {
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

async function readAgain(
	context: Context,
	side: Side,
	reading: Reading,
): Promise<IDataObject | undefined> {
	if (side.path === undefined) return undefined;
	return await serviceRequest<IDataObject>(context, {
		path: side.path,
		qs: reading.qs,
		failureContext: {
			...reading.failureContext,
			ids: { ...reading.failureContext.ids, ...side.ids },
		},
	});
}

function variablesOf(
	reading: Reading,
	side: Side,
	localized: Localized,
	index: 0 | 1,
	written?: { record: IDataObject | undefined; localized: Localized },
): SideVariables {
	const views = (compiled: IDataObject | undefined, writtenCompiled: IDataObject | undefined) =>
		variableViews(reading.channel, reading.targetLanguage, compiled, writtenCompiled);
	const languages = [...localized].filter(([language]) => side.languages.has(language));
	return new Map([
		['default', views(compiledOf(side.record), compiledOf(written?.record))],
		...languages.map(([language, pair]): [string, MemberViews] => [
			language,
			views(compiledOf(pair[index]), compiledOf(written?.localized.get(language)?.[index])),
		]),
	]);
}

/**
 * Both sides in every language, and their variables where they stand. A target language that
 * writes variables as nothing has each side read a second time in one that writes them.
 * Why: docs/reviewing-drafts.md#variables-in-every-target-language
 */
export async function readSides(
	context: Context,
	sides: [Side, Side],
	reading: Reading,
): Promise<SidesRead> {
	const localized = await readLanguages(context, sides, reading);
	if (!writesNothing(reading.channel, reading.targetLanguage)) {
		return {
			localized,
			variables: [
				variablesOf(reading, sides[0], localized, 0),
				variablesOf(reading, sides[1], localized, 1),
			],
		};
	}
	const again = readingOf(reading.channel, WRITTEN_TARGET_LANGUAGE, reading.failureContext);
	const records = [
		await readAgain(context, sides[0], again),
		await readAgain(context, sides[1], again),
	];
	const writtenLocalized = await readLanguages(context, sides, again);
	return {
		localized,
		variables: [
			variablesOf(reading, sides[0], localized, 0, {
				record: records[0],
				localized: writtenLocalized,
			}),
			variablesOf(reading, sides[1], localized, 1, {
				record: records[1],
				localized: writtenLocalized,
			}),
		],
	};
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
	localized: Localized,
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
