/** Workspaces (top-level folders) and any folder with its immediate subfolders. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { pageBySeq } from '../pagination';
import { presentFolder } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { NO_QUERY, pathParameters, queryParameters } from '../schemas';
import { viewOf } from './channel-reads';

export function registerWorkspaceRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const folderOf = ({ folderId }: PathParams) => {
		const folder = runtime.store.folders.get(folderId);
		if (!folder) throw notFound(`Not found: no workspace or folder has the id "${folderId}"`);
		return folder;
	};

	app.get('/workspaces', {
		schema: { querystring: queryParameters(['cursor']) },
		handler: async (request) => {
			const { store } = viewOf(runtime, request);
			return pageBySeq(
				store,
				store.folders.items,
				{
					scope: 'workspaces',
					cursor: (request.query as { cursor?: string }).cursor,
					matches: (folder) => folder.parentId === null,
				},
				presentFolder,
			);
		},
	});

	app.get('/workspaces/:folderId', {
		config: { exists: folderOf },
		schema: { params: pathParameters('folderId'), querystring: NO_QUERY },
		handler: async (request) => {
			const { store } = viewOf(runtime, request);
			const folder = folderOf(request.params as PathParams);
			return {
				...presentFolder(folder),
				subfolders: store.folders.items
					.filter((each) => each.parentId === folder.id)
					.map(presentFolder),
			};
		},
	});
}
