/**
 * Pages of 25 with opaque cursors. A cursor holds the list it belongs to and the sort key of the
 * last item served, so the next page starts after that item whatever was added or removed since.
 */
import { invalidParameter } from './errors';
import { firstIndexAfter } from './store/collection';
import type { Store } from './store/store';

export const PAGE_SIZE = 25;

export interface ListResponse<T> {
	cursor: { next: string; hasMore: boolean };
	data: T[];
}

export interface PageRequest<T> {
	/** Names the list, so a cursor of another list is refused. */
	scope: string;
	cursor: string | undefined;
	/** The highest key handed out so far: a cursor beyond it was never issued. */
	highestKey: number;
	key: (item: T) => number;
	matches?: (item: T) => boolean;
}

export function paginate<T, R>(
	sorted: readonly T[],
	request: PageRequest<T>,
	present: (item: T) => R,
): ListResponse<R> {
	const after =
		request.cursor === undefined
			? 0
			: decodeCursor(request.cursor, request.scope, request.highestKey);
	const page: T[] = [];
	let hasMore = false;
	for (let index = firstIndexAfter(sorted, after, request.key); index < sorted.length; index++) {
		const item = sorted[index];
		if (request.matches && !request.matches(item)) continue;
		if (page.length === PAGE_SIZE) {
			hasMore = true;
			break;
		}
		page.push(item);
	}
	const last = page[page.length - 1];
	return {
		cursor: {
			next: hasMore && last !== undefined ? encodeCursor(request.scope, request.key(last)) : '',
			hasMore,
		},
		data: page.map(present),
	};
}

function encodeCursor(scope: string, key: number): string {
	return Buffer.from(`${scope}|${key}`).toString('base64url');
}

function decodeCursor(cursor: string, scope: string, highestKey: number): number {
	const [cursorScope, key, ...rest] = Buffer.from(cursor, 'base64url').toString('utf8').split('|');
	const position = Number(key);
	if (
		!/^[A-Za-z0-9_-]+$/.test(cursor) ||
		cursorScope !== scope ||
		rest.length > 0 ||
		!/^\d+$/.test(key ?? '') ||
		position > highestKey
	) {
		throw invalidParameter(
			'cursor',
			'The cursor is malformed or belongs to another list: pass cursor.next from the previous page unchanged',
		);
	}
	return position;
}

/** A page of one of the account's lists, in the order its records were made. */
export function pageBySeq<T extends { seq: number }, R>(
	store: Store,
	items: readonly T[],
	request: Omit<PageRequest<T>, 'highestKey' | 'key'>,
	present: (item: T) => R,
): ListResponse<R> {
	return paginate(
		items,
		{ ...request, highestKey: store.sequence, key: (item) => item.seq },
		present,
	);
}
