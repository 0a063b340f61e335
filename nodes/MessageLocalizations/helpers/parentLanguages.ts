import type { FunctionsBase } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { localizationLanguages } from '../../shared/helpers/localizationLanguages';
import type { FailureContext } from '../../shared/transport/failureContext';
import { isListPage } from '../../shared/transport/listPages';
import { serviceRequest } from '../../shared/transport/serviceRequest';

type RequestContext = Parameters<typeof serviceRequest>[0] & Pick<FunctionsBase, 'getNode'>;

export type ParentIds = { draftId: string } | { blockId: string };

export function parentPathOf(parent: ParentIds, channel: Channel | undefined): string {
	return 'draftId' in parent
		? `${channel?.pathPrefix ?? ''}/drafts/${encodeURIComponent(parent.draftId)}`
		: `/blocks/${encodeURIComponent(parent.blockId)}`;
}

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
