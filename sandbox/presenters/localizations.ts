/** The localization object: one language of a template's published draft or of a given draft. */
import { CHANNELS } from '../../nodes/shared/channels';
import type { LanguageVariant, LocalizationIdentity, Template } from '../store/model';
import { addLanguage, localizationIdField } from './common';
import type { View } from './view';

export function presentLocalization(
	view: View,
	identity: LocalizationIdentity,
	template: Template,
	variant: LanguageVariant,
	url: string,
	compiled: Record<string, unknown>,
): Record<string, unknown> {
	const localization = localizationIdField(view, 'localization', identity);
	addLanguage(view, 'localization', localization, variant);
	localization.url = url;
	localization.template = template.id;
	localization.compiled = compiled;
	localization.createdAt = variant.createdAt;
	localization.updatedAt = variant.updatedAt;
	localization.name = variant.name;
	localization.localeGroup = identity.localeGroup;
	return localization;
}

export function localizationUrl(
	template: Template,
	identity: LocalizationIdentity,
	draftId?: string,
): string {
	const base = `${CHANNELS[template.channel].pathPrefix}/localizations/${identity.id}`;
	return draftId === undefined ? base : `${base}/drafts/${draftId}`;
}
