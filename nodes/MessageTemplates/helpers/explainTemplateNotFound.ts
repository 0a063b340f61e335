import type { IExecuteSingleFunctions, NodeApiError } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { localizationLanguages } from '../../shared/helpers/localizationLanguages';
import { readIfFound } from '../../shared/helpers/readIfFound';
import { itemScope } from '../../shared/routing/itemScope';
import type { NotFoundCause } from '../../shared/transport/failureContext';
import { failureOf, serviceError } from '../../shared/transport/serviceError';
import { serviceRequest } from '../../shared/transport/serviceRequest';
import { type ApiVersion, parameterAvailable } from '../../shared/versions';
import { readTemplateDetail } from './readTemplateDetail';

type Context = IExecuteSingleFunctions;

async function findCause(
	context: Context,
	channel: Channel,
	version: ApiVersion,
	templateId: string,
	languageId: string | undefined,
): Promise<NotFoundCause | undefined> {
	// The plainest read of the template: no theme, and the channel's own target language.
	const template = await readIfFound(
		context.getNode(),
		async () => await readTemplateDetail(context, channel.name, templateId),
	);
	if (template) {
		if (languageId !== undefined) {
			const languages = localizationLanguages(template.localizations);
			if (!languages.includes(languageId)) {
				return {
					kind: 'language',
					of: `Template ${templateId}`,
					languageId,
					languages,
					optional: true,
				};
			}
		}
		const themeId = channel.themeIdApplies
			? context.getNodeParameter('themeId', '', { extractValue: true })
			: '';
		return themeId ? { kind: 'theme', themeId: String(themeId) } : undefined;
	}
	// The service answers 404 both for a missing template and for one never published; its drafts
	// tell them apart, where the version can list a template's drafts.
	const path = `${channel.pathPrefix}/drafts`;
	if (!parameterAvailable(version, 'GET', path, 'templateId'))
		return { kind: 'missingOrUnpublished' };
	const drafts = await readIfFound(
		context.getNode(),
		async () =>
			await serviceRequest<{ data?: unknown[] }>(context, {
				path,
				qs: { templateId },
			}),
	);
	return drafts?.data?.length ? { kind: 'unpublished' } : undefined;
}

// When the extra reads fail too, the first error stands.
export async function explainTemplateNotFound(
	this: Context,
	error: NodeApiError,
): Promise<NodeApiError> {
	const { channel, version } = itemScope(this);
	const origin = failureOf(error);
	const templateId = origin?.context.ids?.templateId;
	if (!origin || origin.failure.status !== 404 || !templateId || !channel) return error;
	try {
		const notFound = await findCause(
			this,
			channel,
			version,
			templateId,
			origin.context.ids?.languageId,
		);
		return notFound
			? serviceError(this.getNode(), origin.failure, { ...origin.context, notFound })
			: error;
	} catch {
		return error;
	}
}
