/**
 * Lookups and read options shared by the channel routes. A channel is a row of the channel table,
 * so every helper here serves all five channels.
 */
import type { FastifyRequest } from 'fastify';
import { CHANNELS, type Channel, CHANNEL_NAMES } from '../../nodes/shared/channels';
import { acceptsTargetLanguage, targetLanguagesFor } from '../../nodes/shared/versions';
import { invalidParameter, notFound } from '../errors';
import type { View } from '../presenters/view';
import { compile } from '../render';
import { apiOf } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import type { Content, Draft, Template, Theme } from '../store/model';
import type { Store } from '../store/store';

export const CHANNEL_LIST: readonly Channel[] = CHANNEL_NAMES.map((name) => CHANNELS[name]);

export function viewOf(runtime: SandboxRuntime, request: FastifyRequest): View {
	return { api: apiOf(request), store: runtime.store };
}

export function findTemplate(store: Store, channel: Channel, templateId: string): Template {
	const template = store.templates.get(templateId);
	if (!template || template.channel !== channel.name) {
		throw notFound(`Not found: no ${channel.displayName} template has the id "${templateId}"`);
	}
	return template;
}

/** A draft with its template: what a draft's routes read, and a template's published draft. */
export interface TemplateDraft {
	draft: Draft;
	template: Template;
}

export function findDraft(store: Store, channel: Channel, draftId: string): TemplateDraft {
	const draft = store.drafts.get(draftId);
	const template = draft && store.templates.get(draft.templateId);
	if (!draft || !template || template.channel !== channel.name) {
		throw notFound(`Not found: no ${channel.displayName} draft has the id "${draftId}"`);
	}
	return { draft, template };
}

export function publishedDraftOf(store: Store, template: Template): Draft {
	const draft =
		template.publishedDraftId === null ? undefined : store.drafts.get(template.publishedDraftId);
	if (!draft) throw notFound(`Not found: the template "${template.id}" has no published draft`);
	return draft;
}

/** A template of the channel with its published draft: what template reads and renders address. */
export function findPublished(store: Store, channel: Channel, templateId: string): TemplateDraft {
	const template = findTemplate(store, channel, templateId);
	return { template, draft: publishedDraftOf(store, template) };
}

/**
 * A read's content compiled for its `targetLanguage` and `themeId`, both checked against the
 * channel and the version.
 */
export function compileRead(
	view: View,
	channel: Channel,
	query: Record<string, string | undefined>,
	content: Content,
): Record<string, unknown> {
	const targetLanguage = query.targetLanguage ?? channel.plainTargetLanguage;
	if (!acceptsTargetLanguage(channel.name, view.api.version, targetLanguage)) {
		const allowed = targetLanguagesFor(channel.name, view.api.version);
		throw invalidParameter(
			'targetLanguage',
			`"${targetLanguage.slice(0, 50)}" is not a ${channel.displayName} target language in API version ${view.api.version}; use one of ${allowed.join(', ')}`,
		);
	}
	const theme = themeOf(view, query.themeId);
	return compile({ channel: channel.name, content, shows: view.api.shows, theme }, targetLanguage);
}

export function themeOf(view: View, themeId: string | undefined): Theme | undefined {
	if (themeId === undefined) return undefined;
	const theme = view.store.themes.get(themeId);
	if (!theme) throw notFound(`Not found: no theme has the id "${themeId}"`);
	return theme;
}

/** Query parameters of a template, draft or localization read on a channel. */
export function readParameters(channel: Channel): { names: string[]; required: string[] } {
	const names = ['targetLanguage'];
	if (channel.themeIdApplies) names.push('themeId');
	return { names, required: channel.targetLanguageRequired ? ['targetLanguage'] : [] };
}
