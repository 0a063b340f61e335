import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { type ListPage, isListPage } from '../routing/records';
import { CONFIGURATION_INVALID } from './failureClass';

/**
 * The one page walker: the pages of a cursor-paged list, each read only when the caller asks for
 * it, so a caller that has enough (a Limit, a page cap) stops and no further page is requested.
 * `readPage` gets the query that selects the page (`{}` first, then `{ cursor }`).
 */
export async function* listPages(
	node: INode,
	path: string,
	readPage: (pageQuery: IDataObject) => Promise<unknown>,
): AsyncGenerator<ListPage> {
	let cursor: string | undefined;
	do {
		const page = await readPage(cursor === undefined ? {} : { cursor });
		if (!isListPage(page)) {
			throw new NodeOperationError(node, `The service answered ${path} with something other than a list page.`, {
				description: 'Check that the Base URL in the Message Template Service API credential points at the service.',
				failure: CONFIGURATION_INVALID,
			});
		}
		yield page;
		cursor = page.cursor?.hasMore && page.cursor.next ? page.cursor.next : undefined;
	} while (cursor !== undefined);
}
