/**
 * Localizations of every channel: a draft's languages, their translations (JSON or PO), the keys
 * to translate (JSON or POT), and localized reads of published and draft content.
 */
import type { FastifyInstance } from 'fastify';
import { localizationKeys, translateContent } from '../content';
import { notFound } from '../errors';
import { compilePot } from '../gettext';
import { requireEditable } from '../lifecycle';
import { draftLocalizationRefs } from '../presenters/drafts';
import { localizationUrl, presentLocalization } from '../presenters/localizations';
import { compile } from '../render';
import { apiOf } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { EMPTY_BODY, LOCALIZATION_BODY, NO_QUERY, pathParameters, queryParameters, TRANSLATIONS_BODY } from '../schemas';
import type { Draft, LanguageVariant, LocalizationIdentity, Template } from '../store/model';
import { POT_CONTENT_TYPE } from '../versioning';
import { deleteVariant, findVariant, replaceTranslations, upsertVariant } from '../variants';
import { CHANNEL_LIST, channelFeatures, findDraft, outputOptions, publishedDraftOf, readParameters, viewOf } from './channel-reads';
import type { Channel } from '../../nodes/shared/channels';
import type { View } from '../presenters/view';

type Query = Record<string, string | undefined>;
type LanguageParams = { draftId: string; languageId: string };

export function registerLocalizationRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	for (const channel of CHANNEL_LIST) {
		const prefix = channel.pathPrefix;
		const features = channelFeatures(channel, 'localizations');
		const languageParams = pathParameters('draftId', 'languageId');
		const draftOf = (draftId: string) => findDraft(runtime.store, channel, draftId);

		app.get(`${prefix}/drafts/:draftId/localizations`, {
			config: { features },
			schema: { params: pathParameters('draftId'), querystring: NO_QUERY },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { draft, template } = draftOf((request.params as { draftId: string }).draftId);
				return draftLocalizationRefs(view, template, draft);
			},
		});

		app.put(`${prefix}/drafts/:draftId/localizations/:languageId`, {
			config: { features },
			schema: { params: languageParams, querystring: NO_QUERY, body: LOCALIZATION_BODY },
			handler: async (request, reply) => {
				const { draftId, languageId } = request.params as LanguageParams;
				const { draft, template } = draftOf(draftId);
				requireEditable(draft, ['IN_PROGRESS'], 'change the localizations');
				const now = runtime.now();
				upsertVariant(runtime.store, draft.localizations, template.id, languageId, (request.body as { name?: string }).name, now);
				draft.updatedAt = now;
				return reply.send();
			},
		});

		app.delete(`${prefix}/drafts/:draftId/localizations/:languageId`, {
			config: { features },
			schema: { params: languageParams, querystring: NO_QUERY, body: EMPTY_BODY },
			handler: async (request, reply) => {
				const { draftId, languageId } = request.params as LanguageParams;
				const { draft } = draftOf(draftId);
				requireEditable(draft, ['IN_PROGRESS'], 'change the localizations');
				deleteVariant(draft.localizations, languageId);
				return reply.send();
			},
		});

		app.get(`${prefix}/drafts/:draftId/localizations/:languageId/translations`, {
			config: { features: [...features, 'readTranslations'] },
			schema: { params: languageParams, querystring: NO_QUERY },
			handler: async (request) => {
				const { draftId, languageId } = request.params as LanguageParams;
				const { draft } = draftOf(draftId);
				return { ...findVariant(draft.localizations, languageId, draft.id).translations };
			},
		});

		app.put(`${prefix}/drafts/:draftId/localizations/:languageId/translations`, {
			config: { features, bodyKinds: ['json', 'po'], bodyRequired: true },
			schema: { params: languageParams, querystring: NO_QUERY, body: TRANSLATIONS_BODY },
			handler: async (request, reply) => {
				const { draftId, languageId } = request.params as LanguageParams;
				const { draft } = draftOf(draftId);
				const variant = findVariant(draft.localizations, languageId, draft.id);
				requireEditable(draft, ['IN_PROGRESS', 'LOCKED_FOR_TRANSLATION'], 'replace the translations');
				replaceTranslations(variant, request.body as Record<string, string>, runtime.now());
				return reply.send();
			},
		});

		app.get(`${prefix}/drafts/:draftId/localizationKeys`, {
			config: { features, gettext: true },
			schema: { params: pathParameters('draftId'), querystring: NO_QUERY },
			handler: async (request, reply) => {
				const api = apiOf(request);
				const { draft } = draftOf((request.params as { draftId: string }).draftId);
				const keys = localizationKeys(channel.name, draft.content, api.has);
				if (!api.gettext) return keys;
				return reply.type(POT_CONTENT_TYPE).send(compilePot(keys));
			},
		});

		const read = readParameters(channel);
		const readQuery = queryParameters(read.names, read.required);

		app.get(`${prefix}/localizations/:localizationId`, {
			config: { features },
			schema: { params: pathParameters('localizationId'), querystring: readQuery },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { identity, template } = findLocalization(view, channel, (request.params as { localizationId: string }).localizationId);
				const draft = publishedDraftOf(view.store, template);
				const variant = findVariant(draft.localizations, identity.languageId, template.id);
				return localizedRead(view, channel, request.query as Query, { identity, template, draft, variant }, localizationUrl(template, identity));
			},
		});

		app.get(`${prefix}/localizations/:localizationId/drafts/:draftId`, {
			config: { features },
			schema: { params: pathParameters('localizationId', 'draftId'), querystring: readQuery },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { localizationId, draftId } = request.params as { localizationId: string; draftId: string };
				const { identity, template } = findLocalization(view, channel, localizationId);
				const { draft } = draftOf(draftId);
				if (draft.templateId !== template.id) {
					throw notFound(`Not found: the draft "${draftId}" is not a draft of the localization's template`);
				}
				const variant = findVariant(draft.localizations, identity.languageId, draft.id);
				return localizedRead(
					view,
					channel,
					request.query as Query,
					{ identity, template, draft, variant },
					localizationUrl(template, identity, draft.id),
				);
			},
		});
	}
}

interface Localized {
	identity: LocalizationIdentity;
	template: Template;
	draft: Draft;
	variant: LanguageVariant;
}

function findLocalization(view: View, channel: Channel, localizationId: string): { identity: LocalizationIdentity; template: Template } {
	const identity = view.store.localization(localizationId);
	const template = identity && view.store.templates.get(identity.ownerId);
	if (!identity || !template || template.channel !== channel.name) {
		throw notFound(`Not found: no ${channel.displayName} localization has the id "${localizationId}"`);
	}
	return { identity, template };
}

function localizedRead(view: View, channel: Channel, query: Query, localized: Localized, url: string): Record<string, unknown> {
	const options = outputOptions(view, channel, query);
	const content = translateContent(channel.name, localized.draft.content, localized.variant.translations);
	const compiled = compile({ channel: channel.name, content, has: view.api.has, theme: options.theme }, options.targetLanguage);
	return presentLocalization(view, localized.identity, localized.template, localized.variant, url, compiled);
}
