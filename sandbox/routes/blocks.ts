/** Blocks: reusable content with its own languages and translations (JSON only). */
import type { FastifyInstance } from 'fastify';
import { localizationKeys } from '../content';
import { presentBlock } from '../presenters/account';
import { localizationRefs } from '../presenters/common';
import { apiOf, type PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import {
	EMPTY_BODY,
	LOCALIZATION_BODY,
	NO_QUERY,
	pathParameters,
	TRANSLATIONS_BODY,
} from '../schemas';
import type { Block } from '../store/model';
import {
	deleteVariant,
	findVariant,
	replaceTranslations,
	requireLanguage,
	upsertVariant,
} from '../variants';
import { viewOf } from './channel-reads';
import { listRoute, recordOf } from './records';

/** A block's content is HTML, so its keys come out like an email body's. */
const BLOCK_CHANNEL = 'email';

export function registerBlockRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const blockParams = pathParameters('blockId');
	const languageParams = pathParameters('blockId', 'languageId');
	const blockOf = recordOf(runtime, (store) => store.blocks, 'blockId', 'block');
	const languageOf = (params: PathParams): Block => {
		const block = blockOf(params);
		requireLanguage(block.localizations, params.languageId, block.id);
		return block;
	};
	const found = { exists: blockOf };

	listRoute(app, runtime, 'blocks', { records: (store) => store.blocks, present: presentBlock });

	app.get('/blocks/:blockId', {
		config: found,
		schema: { params: blockParams, querystring: NO_QUERY },
		handler: async (request) =>
			presentBlock(viewOf(runtime, request), blockOf(request.params as PathParams)),
	});

	app.get('/blocks/:blockId/localizations', {
		config: found,
		schema: { params: blockParams, querystring: NO_QUERY },
		handler: async (request) => {
			const view = viewOf(runtime, request);
			const block = blockOf(request.params as PathParams);
			return localizationRefs(
				view,
				block.id,
				block.localizations,
				(_identity, variant) => `/blocks/${block.id}/localizations/${variant.languageId}`,
			);
		},
	});

	app.get('/blocks/:blockId/localizationKeys', {
		config: found,
		schema: { params: blockParams, querystring: NO_QUERY },
		handler: async (request) => {
			const block = blockOf(request.params as PathParams);
			return localizationKeys(BLOCK_CHANNEL, block.content, apiOf(request).shows);
		},
	});

	// Upsert creates the language and delete is idempotent, so only the block must exist. The
	// document requires a body on upsert, `{}` at least.
	app.put('/blocks/:blockId/localizations/:languageId', {
		config: { ...found, bodyRequired: true },
		schema: { params: languageParams, querystring: NO_QUERY, body: LOCALIZATION_BODY },
		handler: async (request, reply) => {
			const { languageId } = request.params as PathParams;
			const block = blockOf(request.params as PathParams);
			const now = runtime.now();
			upsertVariant(
				runtime.store,
				block.localizations,
				block.id,
				languageId,
				(request.body as { name?: string }).name,
				now,
			);
			block.updatedAt = now;
			return reply.send();
		},
	});

	app.delete('/blocks/:blockId/localizations/:languageId', {
		config: found,
		schema: { params: languageParams, querystring: NO_QUERY, body: EMPTY_BODY },
		handler: async (request, reply) => {
			const { languageId } = request.params as PathParams;
			deleteVariant(blockOf(request.params as PathParams).localizations, languageId);
			return reply.send();
		},
	});

	app.get('/blocks/:blockId/localizations/:languageId/translations', {
		config: { exists: languageOf, plainJson: true },
		schema: { params: languageParams, querystring: NO_QUERY },
		handler: async (request) => {
			const { languageId } = request.params as PathParams;
			const block = blockOf(request.params as PathParams);
			return { ...findVariant(block.localizations, languageId, block.id).translations };
		},
	});

	app.put('/blocks/:blockId/localizations/:languageId/translations', {
		config: { bodyRequired: true, exists: languageOf },
		schema: { params: languageParams, querystring: NO_QUERY, body: TRANSLATIONS_BODY },
		handler: async (request, reply) => {
			const { languageId } = request.params as PathParams;
			const block = blockOf(request.params as PathParams);
			replaceTranslations(
				findVariant(block.localizations, languageId, block.id),
				request.body as Record<string, string>,
				runtime.now(),
			);
			return reply.send();
		},
	});
}
