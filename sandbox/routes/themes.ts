/** Themes: the styles a `themeId` applies to email HTML. */
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { pageBySeq } from '../pagination';
import { presentTheme } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { NO_QUERY, pathParameters, queryParameters } from '../schemas';
import { viewOf } from './channel-reads';

export function registerThemeRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const themeOf = ({ themeId }: PathParams) => {
		const theme = runtime.store.themes.get(themeId);
		if (!theme) throw notFound(`Not found: no theme has the id "${themeId}"`);
		return theme;
	};

	app.get('/themes', {
		schema: { querystring: queryParameters(['cursor']) },
		handler: async (request) => {
			const { store } = viewOf(runtime, request);
			return pageBySeq(
				store,
				store.themes.items,
				{ scope: 'themes', cursor: (request.query as { cursor?: string }).cursor },
				presentTheme,
			);
		},
	});

	app.get('/themes/:themeId', {
		config: { exists: themeOf },
		schema: { params: pathParameters('themeId'), querystring: NO_QUERY },
		handler: async (request) => presentTheme(themeOf(request.params as PathParams)),
	});
}
