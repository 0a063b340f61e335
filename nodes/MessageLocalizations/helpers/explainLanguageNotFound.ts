import type { IExecuteSingleFunctions, NodeApiError } from 'n8n-workflow';

import { localizationLanguages } from '../../shared/helpers/localizationLanguages';
import { readIfFound } from '../../shared/helpers/readIfFound';
import { ID_FORMATS } from '../../shared/ids';
import type { ItemScope } from '../../shared/routing/itemScope';
import { isListPage } from '../../shared/routing/records';
import { failureOf, serviceError } from '../../shared/transport/serviceError';
import { serviceRequest } from '../../shared/transport/serviceRequest';

type Context = IExecuteSingleFunctions;

/**
 * Error path of an operation on one language of a draft or block that the service answered 404:
 * the parent's localization list tells whether the draft or block is missing, or which languages
 * it has instead. When that read fails too, the first error stands.
 */
export async function explainLanguageNotFound(
	this: Context,
	error: NodeApiError,
	{ channel }: ItemScope,
): Promise<NodeApiError> {
	const origin = failureOf(error);
	const ids = origin?.context.ids ?? {};
	// A draft's path has the channel's prefix; a block has no channel.
	const parentName = ids.draftId && channel ? 'draftId' : ids.blockId ? 'blockId' : undefined;
	if (!origin || origin.failure.status !== 404 || !ids.languageId || !parentName) return error;
	const parentId = ids[parentName];
	const path =
		parentName === 'draftId'
			? `${channel?.pathPrefix ?? ''}/drafts/${encodeURIComponent(parentId)}/localizations`
			: `/blocks/${encodeURIComponent(parentId)}/localizations`;
	try {
		const refs = await readIfFound(this.getNode(), async () => await serviceRequest<unknown>(this, { path }));
		// The draft or block itself is missing: say just that.
		if (refs === undefined) return serviceError(this.getNode(), origin.failure, { ...origin.context, ids: { [parentName]: parentId } });
		const languages = localizationLanguages(isListPage(refs) ? refs.data : refs);
		if (languages.includes(ids.languageId)) return error;
		const of = `${ID_FORMATS[parentName].label} ${parentId}`;
		return serviceError(this.getNode(), origin.failure, {
			...origin.context,
			notFound: { kind: 'language', of, languageId: ids.languageId, languages, optional: false },
		});
	} catch {
		// The extra read only sharpens the wording; its own failure changes nothing.
		return error;
	}
}
