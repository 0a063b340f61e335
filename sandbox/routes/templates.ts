/** Published templates of every channel: list, read, render and render for a language. */
import type { FastifyInstance } from 'fastify';
import { translateContent } from '../content';
import { paginate } from '../pagination';
import { presentTemplate } from '../presenters/templates';
import { render } from '../render';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { pathParameters, queryParameters } from '../schemas';
import { findVariant, requireLanguage } from '../variants';
import {
	CHANNEL_LIST,
	compileRead,
	findPublished,
	readParameters,
	themeOf,
	viewOf,
} from './channel-reads';

type Query = Record<string, string | undefined>;

const RENDER_BODY = { type: 'object' } as const;

export function registerTemplateRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	for (const channel of CHANNEL_LIST) {
		const prefix = channel.pathPrefix;
		const read = readParameters(channel);
		const renderQuery = queryParameters(channel.themeIdApplies ? ['themeId'] : []);
		const published = ({ templateId }: PathParams) =>
			findPublished(runtime.store, channel, templateId);
		const localized = (params: PathParams) => {
			const found = published(params);
			requireLanguage(found.draft.localizations, params.languageId, found.template.id);
			return found;
		};

		app.get(`${prefix}/templates`, {
			schema: { querystring: queryParameters(['cursor', 'name', 'folderId', 'workspaceId']) },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const query = request.query as Query;
				const name = query.name?.toLowerCase();
				const { store } = view;
				return paginate(
					store.published,
					{
						scope: `templates${prefix}`,
						cursor: query.cursor,
						highestKey: store.sequence,
						key: (template) => template.listedSeq ?? 0,
						matches: (template) =>
							template.channel === channel.name &&
							(name === undefined || template.name.toLowerCase().includes(name)) &&
							(query.folderId === undefined || template.folderId === query.folderId) &&
							(query.workspaceId === undefined ||
								store.workspaceOf(template.folderId) === query.workspaceId),
					},
					(template) => presentTemplate(view, template),
				);
			},
		});

		app.get(`${prefix}/templates/:templateId`, {
			config: { exists: published },
			schema: {
				params: pathParameters('templateId'),
				querystring: queryParameters(read.names, read.required),
			},
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { template, draft } = published(request.params as PathParams);
				const compiled = compileRead(view, channel, request.query as Query, draft.content);
				return presentTemplate(view, template, compiled);
			},
		});

		app.post(`${prefix}/render/template/:templateId`, {
			config: { exists: published },
			schema: { params: pathParameters('templateId'), querystring: renderQuery, body: RENDER_BODY },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { draft } = published(request.params as PathParams);
				const theme = themeOf(view, (request.query as Query).themeId);
				return render(
					{ channel: channel.name, content: draft.content, shows: view.api.shows, theme },
					request.body as Record<string, unknown>,
				);
			},
		});

		app.post(`${prefix}/render/template/:templateId/:languageId`, {
			config: { exists: localized },
			schema: {
				params: pathParameters('templateId', 'languageId'),
				querystring: renderQuery,
				body: RENDER_BODY,
			},
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const params = request.params as PathParams;
				const { template, draft } = published(params);
				const variant = findVariant(draft.localizations, params.languageId, template.id);
				const theme = themeOf(view, (request.query as Query).themeId);
				return render(
					{
						channel: channel.name,
						content: translateContent(channel.name, draft.content, variant.translations),
						shows: view.api.shows,
						theme,
					},
					request.body as Record<string, unknown>,
				);
			},
		});
	}
}
