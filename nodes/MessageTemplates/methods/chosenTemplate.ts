import type { IDataObject, ILoadOptionsFunctions } from 'n8n-workflow';

import { isChannelName } from '../../shared/channels';
import { idProblem } from '../../shared/ids';
import { readTemplateDetail } from '../helpers/readTemplateDetail';

// Undefined while the id is an expression, which only has a value when the node runs.
export async function chosenTemplate(
	context: ILoadOptionsFunctions,
): Promise<IDataObject | undefined> {
	const templateId = context.getCurrentNodeParameter('templateId', { extractValue: true });
	if (idProblem('templateId', templateId)) return undefined;
	const channel = context.getCurrentNodeParameter('channel');
	return await readTemplateDetail(
		context,
		isChannelName(channel) ? channel : 'email',
		String(templateId),
	);
}
