import type { IExecuteSingleFunctions, NodeApiError } from 'n8n-workflow';

import { readIfFound } from '../../shared/helpers/readIfFound';
import { ID_FORMATS } from '../../shared/ids';
import { itemScope } from '../../shared/routing/itemScope';
import { failureOf, serviceError } from '../../shared/transport/serviceError';
import { parentPathOf, readParentLanguages } from './parentLanguages';

type Context = IExecuteSingleFunctions;

// The parent's localization list tells whether it is missing or which languages it has. When that
// read fails too, the first error stands.
export async function explainLanguageNotFound(
	this: Context,
	error: NodeApiError,
): Promise<NodeApiError> {
	const { channel } = itemScope(this);
	const origin = failureOf(error);
	const ids = origin?.context.ids ?? {};
	// A draft's path has the channel's prefix; a block has no channel.
	const parentName = ids.draftId && channel ? 'draftId' : ids.blockId ? 'blockId' : undefined;
	if (!origin || origin.failure.status !== 404 || !ids.languageId || !parentName) return error;
	const parentId = ids[parentName];
	const parentPath = parentPathOf(
		parentName === 'draftId' ? { draftId: parentId } : { blockId: parentId },
		channel,
	);
	try {
		const languages = await readIfFound(
			this.getNode(),
			async () => await readParentLanguages(this, parentPath),
		);
		if (languages === undefined)
			return serviceError(this.getNode(), origin.failure, {
				...origin.context,
				ids: { [parentName]: parentId },
			});
		if (languages.includes(ids.languageId)) return error;
		const of = `${ID_FORMATS[parentName].label} ${parentId}`;
		return serviceError(this.getNode(), origin.failure, {
			...origin.context,
			notFound: { kind: 'language', of, languageId: ids.languageId, languages, optional: false },
		});
	} catch {
		// The extra read only sharpens the wording.
		return error;
	}
}
