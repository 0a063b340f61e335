import type { FunctionsBase } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { localizationLanguages } from '../../shared/helpers/localizationLanguages';
import type { FailureContext } from '../../shared/transport/failureContext';
import { isListPage } from '../../shared/transport/listPages';
import { serviceRequest } from '../../shared/transport/serviceRequest';

type RequestContext = Parameters<typeof serviceRequest>[0] & Pick<FunctionsBase, 'getNode'>;

/** The draft or block that localization operations sit below, by its id. */
export type ParentIds = { draftId: string } | { blockId: string };

/** A draft's path, with its channel's prefix, or a block's, which has no channel. */
export function parentPathOf(parent: ParentIds, channel: Channel | undefined): string {
	return 'draftId' in parent
		? `${channel?.pathPrefix ?? ''}/drafts/${encodeURIComponent(parent.draftId)}`
		: `/blocks/${encodeURIComponent(parent.blockId)}`;
}

/** The languages a draft or block has, from its localization list, each once and sorted. */
export async function readParentLanguages(
	context: RequestContext,
	parentPath: string,
	failureContext?: FailureContext,
): Promise<string[]> {
	const refs = await serviceRequest<unknown>(context, {
		path: `${parentPath}/localizations`,
		failureContext,
	});
	return localizationLanguages(isListPage(refs) ? refs.data : refs);
}
