import type { IDataObject, INodeExecutionData } from 'n8n-workflow';

import { isListPage } from '../transport/listPages';

export function unwrapRecords(items: INodeExecutionData[]): INodeExecutionData[] {
	return items.flatMap((item) => {
		const json: unknown = item.json;
		if (isListPage(json)) return json.data.map((record) => ({ json: record }));
		if (Array.isArray(json)) return (json as IDataObject[]).map((record) => ({ json: record }));
		return [item];
	});
}

// Serves lists and single reads alike; returning undefined drops the record.
export function mapRecords(
	items: INodeExecutionData[],
	transform: (record: IDataObject) => IDataObject | undefined,
): INodeExecutionData[] {
	const mapArray = (records: IDataObject[]) =>
		records.map(transform).filter((record): record is IDataObject => record !== undefined);
	return items.flatMap((item) => {
		const json: unknown = item.json;
		if (isListPage(json))
			return [{ ...item, json: { ...json, data: mapArray(json.data) } as IDataObject }];
		if (Array.isArray(json))
			return [{ ...item, json: mapArray(json as IDataObject[]) as unknown as IDataObject }];
		const record = transform(item.json);
		return record === undefined ? [] : [{ ...item, json: record }];
	});
}
