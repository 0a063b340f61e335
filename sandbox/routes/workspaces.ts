/** Workspaces (top-level folders) and any folder with its immediate subfolders. */
import type { FastifyInstance } from 'fastify';
import { presentFolder } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { NO_QUERY, pathParameters } from '../schemas';
import { viewOf } from './channel-reads';
import { listRoute, recordOf } from './records';

export function registerWorkspaceRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const folderOf = recordOf(runtime, (store) => store.folders, 'folderId', 'workspace or folder');

	listRoute(app, runtime, 'workspaces', {
		records: (store) => store.folders,
		present: (_view, folder) => presentFolder(folder),
		matches: (folder) => folder.parentId === null,
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
