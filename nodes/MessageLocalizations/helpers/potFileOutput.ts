import type {
	IExecuteSingleFunctions,
	IN8nHttpFullResponse,
	INodeExecutionData,
} from 'n8n-workflow';

import { wantsPotFile } from './wantsPotFile';

// Without the version: only the request's Accept carries it.
const GETTEXT_MEDIA_TYPE = 'text/x-gettext-translation';

export async function potFileOutput(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
	response: IN8nHttpFullResponse,
): Promise<INodeExecutionData[]> {
	if (!wantsPotFile(this)) return items;
	const draftId = String(this.getNodeParameter('draftId', '', { extractValue: true }));
	const fileName = `${draftId}.pot`;
	const body = response.body;
	const content = Buffer.isBuffer(body) ? body : Buffer.from(String(body ?? ''), 'utf8');
	const binaryPropertyName = this.getNodeParameter('binaryPropertyName', 'data') as string;
	const binary = await this.helpers.prepareBinaryData(content, fileName, GETTEXT_MEDIA_TYPE);
	return [{ json: { draftId, fileName }, binary: { [binaryPropertyName]: binary } }];
}
