/**
 * Localizations of every channel: a draft's languages, their translations (JSON or PO), the keys
 * to translate (JSON or POT), and localized reads of published and draft content.
 */
import type { FastifyInstance } from 'fastify';
import type { Channel } from '../../nodes/shared/channels';
import { localizationKeys, translateContent } from '../content';
import { notFound } from '../errors';
import { compilePot } from '../gettext';
import { requireEditable } from '../lifecycle';
import { potMediaType } from '../media-types';
import { draftLocalizationRefs } from '../presenters/drafts';
import { localizationUrl, presentLocalization } from '../presenters/localizations';
import type { View } from '../presenters/view';
import { apiOf, type PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import {
	EMPTY_BODY,
	LOCALIZATION_BODY,
	NO_QUERY,
	pathParameters,
	queryParameters,
	TRANSLATIONS_BODY,
} from '../schemas';
import type { Draft, LanguageVariant, LocalizationIdentity, Template } from '../store/model';
import type { Store } from '../store/store';
import {
	deleteVariant,
	findVariant,
	replaceTranslations,
	requireLanguage,
	upsertVariant,
} from '../variants';
import {
	CHANNEL_LIST,
	compileRead,
	findDraft,
	publishedDraftOf,
	readParameters,
	viewOf,
} from './channel-reads';

type Query = Record<string, string | undefined>;

export function registerLocalizationRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	for (const channel of CHANNEL_LIST) {
		const prefix = channel.pathPrefix;
		const languageParams = pathParameters('draftId', 'languageId');
		const draftOf = ({ draftId }: PathParams) => findDraft(runtime.store, channel, draftId);
		const languageOf = (params: PathParams) => {
			const found = draftOf(params);
			requireLanguage(found.draft.localizations, params.languageId, found.draft.id);
			return found;
		};

		app.get(`${prefix}/drafts/:draftId/localizations`, {
			config: { exists: draftOf },
			schema: { params: pathParameters('draftId'), querystring: NO_QUERY },
			handler: async (request) => {
				const view = viewOf(runtime, request);
				const { draft, template } = draftOf(request.params as PathParams);
				return draftLocalizationRefs(view, template, draft);
			},
		});

		// Upsert creates the language and delete is idempotent, so only the draft must exist. The
		// document requires a body on upsert, `{}` at least.
		app.put(`${prefix}/drafts/:draftId/localizations/:languageId`, {
			config: { exists: draftOf, bodyRequired: true },
			schema: { params: languageParams, querystring: NO_QUERY, body: LOCALIZATION_BODY },
			handler: async (request, reply) => {
				const params = request.params as PathParams;
				const { draft, template } = draftOf(params);
				requireEditable(draft, ['IN_PROGRESS'], 'change the localizations');
				const now = runtime.now();
				upsertVariant(
					runtime.store,
					draft.localizations,
					template.id,
					params.languageId,
					(request.body as { name?: string }).name,
					now,
				);
				draft.updatedAt = now;
				return reply.send();
			},
		});

		app.delete(`${prefix}/drafts/:draftId/localizations/:languageId`, {
			config: { exists: draftOf },
			schema: { params: languageParams, querystring: NO_QUERY, body: EMPTY_BODY },
			handler: async (request, reply) => {
				const params = request.params as PathParams;
				const { draft } = draftOf(params);
				requireEditable(draft, ['IN_PROGRESS'], 'change the localizations');
				deleteVariant(draft.localizations, params.languageId);
				return reply.send();
			},
		});

		app.get(`${prefix}/drafts/:draftId/localizations/:languageId/translations`, {
			config: { exists: languageOf, plainJson: true },
			schema: { params: languageParams, querystring: NO_QUERY },
			handler: async (request) => {
				const params = request.params as PathParams;
				const { draft } = draftOf(params);
				return { ...findVariant(draft.localizations, params.languageId, draft.id).translations };
			},
		});

		app.put(`${prefix}/drafts/:draftId/localizations/:languageId/translations`, {
			config: { bodyKinds: ['json', 'po'], bodyRequired: true, exists: languageOf },
			schema: { params: languageParams, querystring: NO_QUERY, body: TRANSLATIONS_BODY },
			handler: async (request, reply) => {
				const params = request.params as PathParams;
				const { draft } = draftOf(params);
				const variant = findVariant(draft.localizations, params.languageId, draft.id);
				requireEditable(
					draft,
					['IN_PROGRESS', 'LOCKED_FOR_TRANSLATION'],
					'replace the translations',
				);
				replaceTranslations(variant, request.body as Record<string, string>, runtime.now());
				return reply.send();
			},
		});

		app.get(`${prefix}/drafts/:draftId/localizationKeys`, {
			config: { gettext: true, exists: draftOf },
			schema: { params: pathParameters('draftId'), querystring: NO_QUERY },
			handler: async (request, reply) => {
				const api = apiOf(request);
				const { draft } = draftOf(request.params as PathParams);
				const keys = localizationKeys(channel.name, draft.content, api.shows);
				if (!api.gettext) return keys;
				return reply.type(potMediaType(request, api, runtime.mediaTypeName)).send(compilePot(keys));
			},
		});

		const read = readParameters(channel);
		const readQuery = queryParameters(read.names, read.required);
		const publishedOf = ({ localizationId }: PathParams) =>
			publishedLocalization(runtime.store, channel, localizationId);
		const draftLocalizationOf = ({ localizationId, draftId }: PathParams) =>
			draftLocalization(runtime.store, channel, localizationId, draftId);

		const localizedRead = (path: string, params: object, of: (params: PathParams) => Localized) =>
			app.get(path, {
				config: { exists: of },
				schema: { params, querystring: readQuery },
				handler: async (request) =>
					presentLocalized(
						viewOf(runtime, request),
						channel,
						request.query as Query,
						of(request.params as PathParams),
					),
			});
		localizedRead(
			`${prefix}/localizations/:localizationId`,
			pathParameters('localizationId'),
			publishedOf,
		);
		localizedRead(
			`${prefix}/localizations/:localizationId/drafts/:draftId`,
			pathParameters('localizationId', 'draftId'),
			draftLocalizationOf,
		);
	}
}

interface Localized {
	identity: LocalizationIdentity;
	template: Template;
	draft: Draft;
	variant: LanguageVariant;
	url: string;
}

function findLocalization(
	store: Store,
	channel: Channel,
	localizationId: string,
): { identity: LocalizationIdentity; template: Template } {
	const identity = store.localization(localizationId);
	const template = identity && store.templates.get(identity.ownerId);
	if (!identity || !template || template.channel !== channel.name) {
		throw notFound(
			`Not found: no ${channel.displayName} localization has the id "${localizationId}"`,
		);
	}
	return { identity, template };
}

/** A language of a template's published draft. */
function publishedLocalization(store: Store, channel: Channel, localizationId: string): Localized {
	const { identity, template } = findLocalization(store, channel, localizationId);
	const draft = publishedDraftOf(store, template);
	return {
		identity,
		template,
		draft,
		variant: findVariant(draft.localizations, identity.languageId, template.id),
		url: localizationUrl(template, identity),
	};
}

/** A language of a given draft of the localization's template. */
function draftLocalization(
	store: Store,
	channel: Channel,
	localizationId: string,
	draftId: string,
): Localized {
	const { identity, template } = findLocalization(store, channel, localizationId);
	const { draft } = findDraft(store, channel, draftId);
	if (draft.templateId !== template.id) {
		throw notFound(
			`Not found: the draft "${draftId}" is not a draft of the localization's template`,
		);
	}
	return {
		identity,
		template,
		draft,
		variant: findVariant(draft.localizations, identity.languageId, draft.id),
		url: localizationUrl(template, identity, draft.id),
	};
}

function presentLocalized(
	view: View,
	channel: Channel,
	query: Query,
	localized: Localized,
): Record<string, unknown> {
	const content = translateContent(
		channel.name,
		localized.draft.content,
		localized.variant.translations,
	);
	const compiled = compileRead(view, channel, query, content);
	return presentLocalization(
		view,
		localized.identity,
		localized.template,
		localized.variant,
		localized.url,
		compiled,
	);
}
