import type { IDataObject, INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from './failureClass';

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

// '' after the last page.
export const nextCursor = (page: ListPage): string =>
	page.cursor?.hasMore && page.cursor.next ? page.cursor.next : '';

// Each page is read only when the caller asks, so a caller that has enough (a Limit, a page cap)
// requests no further page. The trigger's walks go on `from` a cursor across polls.
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
						"Check that the 'Base URL' in the Message Template Service API credential points " +
						'at the service.',
					failure: CONFIGURATION_INVALID,
				},
			);
		}
		yield page;
		cursor = nextCursor(page) || undefined;
	} while (cursor !== undefined);
}
