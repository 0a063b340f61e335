import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from './failureClass';

/** A page of a cursor-paged list, as the service answers it. */
export interface ListPage {
	cursor?: { next?: string; hasMore?: boolean };
	data: IDataObject[];
}

export function isListPage(json: unknown): json is ListPage {
	return (
		typeof json === 'object' &&
		json !== null &&
		Array.isArray((json as ListPage).data) &&
		'cursor' in json
	);
}

/** Where a list goes on after a page: '' after its last page. */
export const nextCursor = (page: ListPage): string =>
	page.cursor?.hasMore && page.cursor.next ? page.cursor.next : '';

/**
 * The one page walker: the pages of a cursor-paged list, each read only when the caller asks for
 * it, so a caller that has enough (a Limit, a page cap) stops and no further page is requested.
 * `readPage` gets the query that selects the page (`{}` first, then `{ cursor }`). A walk that an
 * earlier one left part-way (the trigger's, across polls) starts `from` that walk's cursor.
 */
export async function* listPages(
	node: INode,
	path: string,
	readPage: (pageQuery: IDataObject) => Promise<unknown>,
	from?: string,
): AsyncGenerator<ListPage> {
	let cursor: string | undefined = from || undefined;
	do {
		const page = await readPage(cursor === undefined ? {} : { cursor });
		if (!isListPage(page)) {
			throw new NodeOperationError(
				node,
				`The service answered ${path} with something other than a list page.`,
				{
					description:
						'Check that the Base URL in the Message Template Service API credential points ' +
						'at the service.',
					failure: CONFIGURATION_INVALID,
				},
			);
		}
		yield page;
		cursor = nextCursor(page) || undefined;
	} while (cursor !== undefined);
}
