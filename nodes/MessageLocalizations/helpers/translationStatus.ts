import type {
	IDataObject,
	IExecuteSingleFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
} from 'n8n-workflow';

import { CHANNELS, type ChannelName } from '../../shared/channels';
import { pathStep } from '../../shared/routing/checkId';
import { itemScope } from '../../shared/routing/itemScope';
import { unwrapRecords } from '../../shared/routing/records';
import { requireEndpointFor } from '../../shared/routing/requireFeature';
import { createReadLimiter } from '../../shared/transport/concurrency';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import { parentPathOf, readParentLanguages } from './parentLanguages';

type Context = IExecuteSingleFunctions;

function parentOf(context: Context): { path: string; ids: Record<string, string> } {
	if (context.getNodeParameter('parent', 'draft') === 'block') {
		const blockId = String(context.getNodeParameter('blockId', '', { extractValue: true })).trim();
		return { path: parentPathOf({ blockId }, undefined), ids: { blockId } };
	}
	const channel = CHANNELS[context.getNodeParameter('channel', 'email') as ChannelName];
	const draftId = String(context.getNodeParameter('draftId', '', { extractValue: true })).trim();
	return { path: parentPathOf({ draftId }, channel), ids: { draftId, channel: channel.name } };
}

// The status reads each language's translations after the keys: a version that cannot read them
// stops the item before anything is sent.
export async function requireTranslationReads(
	this: Context,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { endpoint, version, itemIndex } = itemScope(this);
	const parent = endpoint.path.replace(/\/localizationKeys$/, '');
	const path = `${parent}/localizations/{languageId}/translations`;
	requireEndpointFor(this, version, { method: 'GET', path }, itemIndex);
	return requestOptions;
}

function isTranslated(value: unknown): boolean {
	return typeof value === 'string' && value.trim() !== '';
}

// Translations of keys the content no longer has are not counted.
export async function translationStatus(
	this: Context,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	const keys = unwrapRecords(items).map(({ json }) => String(json.key));
	const { path, ids } = parentOf(this);
	const failureContext = { itemIndex: this.getItemIndex(), ids };
	const languages = await readParentLanguages(this, path, failureContext);
	const run = createReadLimiter();
	const statuses = await Promise.all(
		languages.map(async (language) => {
			const translations = await run(
				async () =>
					await serviceRequest<IDataObject>(this, {
						path: `${path}/localizations/${pathStep(this, language, 'a language')}/translations`,
						failureContext: { ...failureContext, ids: { ...ids, languageId: language } },
					}),
			);
			const missingKeys = keys.filter((key) => !isTranslated(translations?.[key]));
			const translated = keys.length - missingKeys.length;
			return {
				...ids,
				language,
				keys: keys.length,
				translated,
				missing: missingKeys.length,
				missingKeys,
				shareTranslated:
					keys.length === 0 ? 1 : Math.round((translated / keys.length) * 10000) / 10000,
				complete: missingKeys.length === 0,
			};
		}),
	);
	const onlyIncomplete = this.getNodeParameter('onlyIncomplete', false) as boolean;
	return statuses.filter((status) => !onlyIncomplete || !status.complete).map((json) => ({ json }));
}
