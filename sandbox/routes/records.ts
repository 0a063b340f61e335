/** What the routes of the account's own records (blocks, themes, workspaces, profiles) share. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { pageBySeq } from '../pagination';
import type { View } from '../presenters/view';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { queryParameters } from '../schemas';
import type { Collection } from '../store/collection';
import type { Sequenced } from '../store/model';
import type { Store } from '../store/store';
import { viewOf } from './channel-reads';

/** One collection of the store: read from the store of the moment, which a reset replaces. */
type Records<T extends Sequenced> = (store: Store) => Collection<T>;

/** The record whose id the path's `param` holds, or the 404 saying no `what` has that id. */
export function recordOf<T extends Sequenced>(
	runtime: SandboxRuntime,
	records: Records<T>,
	param: string,
	what: string,
): (params: PathParams) => T {
	return (params) => {
		const id = params[param];
		const record = records(runtime.store).get(id);
		if (!record) throw notFound(`Not found: no ${what} has the id "${id}"`);
		return record;
	};
}

/** `GET /name`: the records `matches` keeps, page by page in the order they were made. */
export function listRoute<T extends Sequenced>(
	app: FastifyInstance,
	runtime: SandboxRuntime,
	name: string,
	list: {
		records: Records<T>;
		present: (view: View, record: T) => Record<string, unknown>;
		matches?: (record: T) => boolean;
	},
): void {
	app.get(`/${name}`, {
		schema: { querystring: queryParameters(['cursor']) },
		handler: async (request) => {
			const view = viewOf(runtime, request);
			return pageBySeq(
				view.store,
				list.records(view.store).items,
				{
					scope: name,
					cursor: (request.query as { cursor?: string }).cursor,
					matches: list.matches,
				},
				(record) => list.present(view, record),
			);
		},
	});
}
