/** Drafts of every channel: list, read, duplicate and archive. */
import type { FastifyInstance } from 'fastify';
import { translationLockStatusValue } from '../../nodes/shared/versions';
import { invalidParameter, notFound } from '../errors';
import { archive, duplicate } from '../lifecycle';
import { pageBySeq } from '../pagination';
import { presentDraft, presentDraftItem } from '../presenters/drafts';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { EMPTY_BODY, NAME, pathParameters, queryParameters } from '../schemas';
import { CHANNEL_LIST, compileRead, findDraft, readParameters, viewOf } from './channel-reads';

type Query = Record<string, string | undefined>;

const DUPLICATE_BODY = {
	type: 'object',
	properties: { name: NAME },
	required: ['name'],
	additionalProperties: false,
} as const;

export function registerDraftRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	for (const channel of CHANNEL_LIST) {
		const prefix = channel.pathPrefix;
		const read = readParameters(channel);
		const draftParams = pathParameters('draftId');
		const draftOf = ({ draftId }: PathParams) => findDraft(runtime.store, channel, draftId);

		app.get(`${prefix}/drafts`, {
			schema: { querystring: queryParameters(['cursor', 'status', 'templateId']) },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const query = request.query as Query;
				if (query.status !== undefined) {
					const accepted = translationLockStatusValue(view.api.version);
					if (query.status !== accepted) {
						throw invalidParameter(
							'status',
							`Drafts can be filtered on the translation lock only: in API version ${view.api.version} use status=${accepted}`,
						);
					}
				}
				const { store } = view;
				if (query.templateId !== undefined) {
					// The document's 404 for the list: no template has the id it is filtered by. Another
					// channel's template is one this list simply has no drafts of.
					if (!store.templates.get(query.templateId))
						throw notFound(`Not found: no template has the id "${query.templateId}"`);
				}
				return pageBySeq(
					store,
					store.drafts.items,
					{
						scope: `drafts${prefix}`,
						cursor: query.cursor,
						matches: (draft) =>
							store.templates.get(draft.templateId)?.channel === channel.name &&
							(query.status === undefined || draft.status === 'LOCKED_FOR_TRANSLATION') &&
							(query.templateId === undefined || draft.templateId === query.templateId),
					},
					(draft) => presentDraftItem(view, draft),
				);
			},
		});

		app.get(`${prefix}/drafts/:draftId`, {
			config: { exists: draftOf },
			schema: { params: draftParams, querystring: queryParameters(read.names, read.required) },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { draft } = draftOf(request.params as PathParams);
				const compiled = compileRead(view, channel, request.query as Query, draft.content);
				return presentDraft(view, draft, compiled);
			},
		});

		app.post(`${prefix}/drafts/:draftId/duplicate`, {
			config: { bodyRequired: true, exists: draftOf, plainJson: true },
			schema: { params: draftParams, querystring: queryParameters([]), body: DUPLICATE_BODY },
			handler: async (request) => {
				const { draft } = draftOf(request.params as PathParams);
				const copy = duplicate(
					runtime.store,
					draft,
					(request.body as { name: string }).name,
					runtime.now(),
				);
				return { id: copy.id };
			},
		});

		app.delete(`${prefix}/drafts/:draftId`, {
			config: { exists: draftOf },
			schema: { params: draftParams, querystring: queryParameters([]), body: EMPTY_BODY },
			handler: async (request, reply) => {
				const { draft, template } = draftOf(request.params as PathParams);
				archive(runtime.store, template, draft);
				return reply.code(204).send();
			},
		});
	}
}
