/** Themes: the styles a `themeId` applies to email HTML. */
import type { FastifyInstance } from 'fastify';
import { presentTheme } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { NO_QUERY, pathParameters } from '../schemas';
import { listRoute, recordOf } from './records';

export function registerThemeRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const themeOf = recordOf(runtime, (store) => store.themes, 'themeId', 'theme');

	listRoute(app, runtime, 'themes', {
		records: (store) => store.themes,
		present: (_view, theme) => presentTheme(theme),
	});

	app.get('/themes/:themeId', {
		config: { exists: themeOf },
		schema: { params: pathParameters('themeId'), querystring: NO_QUERY },
		handler: async (request) => presentTheme(themeOf(request.params as PathParams)),
	});
}
