import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { VARIABLES_MEMBER } from '../../shared/compiledMembers';
import { itemScope } from '../../shared/routing/itemScope';
import { requireFieldFor } from '../../shared/routing/requireFeature';
import { expectedVariables, readTemplateDetail } from './readTemplateDetail';

const WHERE_TO_ADD: Record<string, string> = {
	fields: 'Add a row for each under Variables',
	json: 'Add them to Variables (JSON)',
	inputItem:
		'Add them as fields of the input item, for example with an Edit Fields node before this one',
};

// Reads the template only when Require All Variables is on, and stops the item when a variable has
// no value instead of rendering it as empty text.
export async function requireTemplateVariables(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const { channel, version, itemIndex } = itemScope(this);
	if (!channel || !this.getNodeParameter('requireAllVariables', false)) return requestOptions;
	requireFieldFor(this, version, 'compiled', VARIABLES_MEMBER, itemIndex);
	// The executor has checked the id before the pre-send steps run.
	const templateId = String(this.getNodeParameter('templateId', '', { extractValue: true })).trim();
	const template = await readTemplateDetail(this, channel.name, templateId, {
		itemIndex,
		ids: { templateId },
		channel: channel.displayName,
	});
	const given = (requestOptions.body ?? {}) as IDataObject;
	const missing = expectedVariables(template).filter(
		(name) => given[name] === undefined || given[name] === null,
	);
	if (missing.length === 0) return requestOptions;
	const source = this.getNodeParameter('variablesSource', 'fields') as string;
	throw new NodeOperationError(
		this.getNode(),
		`The template expects ${missing.length === 1 ? 'a variable' : 'variables'} this item ` +
			`does not give: ${missing.join(', ')}.`,
		{
			description:
				`${WHERE_TO_ADD[source] ?? WHERE_TO_ADD.fields}, or turn off 'Require All Variables' ` +
				'to render missing variables as empty text.',
			itemIndex,
		},
	);
}
