import type { IDataObject, IExecuteSingleFunctions, NodeApiError } from 'n8n-workflow';

import { CHANNELS, type Channel, type ChannelName } from '../../shared/channels';
import { localizationLanguages } from '../../shared/helpers/localizationLanguages';
import { readIfFound } from '../../shared/helpers/readIfFound';
import { getApiVersion } from '../../shared/transport/apiVersion';
import { type NotFoundCause, failureOf, serviceError } from '../../shared/transport/serviceError';
import { hasFeature } from '../../shared/versions';

type Context = IExecuteSingleFunctions;

async function findCause(
	context: Context,
	channel: Channel,
	templateId: string,
	languageId: string | undefined,
): Promise<NotFoundCause | undefined> {
	const prefix = channel.pathPrefix;
	const id = encodeURIComponent(templateId);
	// The plainest read of the template: no theme, and the channel's own target language.
	const qs = channel.targetLanguageRequired ? { targetLanguage: channel.plainTargetLanguage } : {};
	const template = await readIfFound<IDataObject>(context, `${prefix}/templates/${id}`, qs);
	if (template) {
		if (languageId !== undefined) {
			const languages = localizationLanguages(template.localizations);
			if (!languages.includes(languageId)) {
				return { kind: 'language', of: `Template ${templateId}`, languageId, languages, optional: true };
			}
		}
		const themeId = channel.themeIdApplies ? context.getNodeParameter('themeId', '', { extractValue: true }) : '';
		return themeId ? { kind: 'theme', themeId: String(themeId) } : undefined;
	}
	// The service answers "not found" both for a template that does not exist and for one that was
	// never published. Its drafts tell them apart, where the version can list a template's drafts.
	if (!hasFeature(await getApiVersion(context), 'listFilters')) return { kind: 'missingOrUnpublished' };
	const drafts = await readIfFound<{ data?: unknown[] }>(context, `${prefix}/drafts`, { templateId });
	return drafts?.data?.length ? { kind: 'unpublished' } : undefined;
}

/**
 * Error path of a template read or render that the service answered 404: one or two extra reads
 * find out whether the template is missing, was never published, lacks the language, or whether
 * the theme is what is missing. When the reads fail too, the first error stands.
 */
export async function explainTemplateNotFound(this: Context, error: NodeApiError): Promise<NodeApiError> {
	const origin = failureOf(error);
	const templateId = origin?.context.ids?.templateId;
	const channel = CHANNELS[this.getNodeParameter('channel', 'email') as ChannelName];
	if (!origin || origin.failure.status !== 404 || !templateId || !channel) return error;
	try {
		const notFound = await findCause(this, channel, templateId, origin.context.ids?.languageId);
		return notFound ? serviceError(this.getNode(), origin.failure, { ...origin.context, notFound }) : error;
	} catch {
		// The extra reads only sharpen the wording; their own failure changes nothing.
		return error;
	}
}
