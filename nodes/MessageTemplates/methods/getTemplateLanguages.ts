import type { IDataObject, ILoadOptionsFunctions, INodePropertyOptions } from 'n8n-workflow';

import { languagesOf } from '../../shared/helpers/localizationLanguages';
import { requireFieldFor } from '../../shared/routing/requireFeature';
import { getApiVersion } from '../../shared/transport/connection';
import { chosenTemplate } from './chosenTemplate';

export async function getTemplateLanguages(
	this: ILoadOptionsFunctions,
): Promise<INodePropertyOptions[]> {
	const defaultContent: INodePropertyOptions = {
		name: 'Default Language',
		value: '',
		description: "The template's own content, not a localization",
	};
	requireFieldFor(this, await getApiVersion(this), 'template', 'localizations');
	const template = await chosenTemplate(this);
	if (!template) return [defaultContent];
	const localizations = Array.isArray(template.localizations)
		? (template.localizations as IDataObject[])
		: [];
	const languages = localizations.flatMap((localization) =>
		languagesOf(localization).map((language) => {
			const name = String(localization.name ?? '');
			return {
				name: name && name !== language ? `${name} (${language})` : language,
				value: language,
			};
		}),
	);
	return [defaultContent, ...languages.sort((a, b) => a.name.localeCompare(b.name))];
}
