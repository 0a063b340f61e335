import type { IDataObject, IExecuteSingleFunctions, INodeExecutionData } from 'n8n-workflow';

import { ENCODED_MEMBERS } from '../compiledMembers';
import { mapRecords } from '../routing/records';

export function compiledOf(record: IDataObject | undefined): IDataObject | undefined {
	const compiled = record?.compiled;
	return compiled && typeof compiled === 'object' && !Array.isArray(compiled)
		? (compiled as IDataObject)
		: undefined;
}

export function decodeRecord(record: IDataObject): IDataObject {
	const compiled = compiledOf(record);
	if (!compiled) return record;
	const decoded: IDataObject = { ...compiled };
	for (const member of ENCODED_MEMBERS) {
		const value = decoded[member];
		if (typeof value === 'string') decoded[member] = Buffer.from(value, 'base64').toString('utf8');
	}
	return { ...record, compiled: decoded };
}

export async function decodeCompiledContent(
	this: IExecuteSingleFunctions,
	items: INodeExecutionData[],
): Promise<INodeExecutionData[]> {
	if (!(this.getNodeParameter('decodeContent', true) as boolean)) return items;
	return mapRecords(items, decodeRecord);
}
