import {
	type IDataObject,
	type INodeExecutionData,
	type JsonObject,
	NodeApiError,
	type NodeOperationError,
} from 'n8n-workflow';

// Why this shape: docs/nodes.md#the-error-item
export function errorItem(
	error: NodeApiError | NodeOperationError,
	ids: Record<string, string>,
	itemIndex: number,
): INodeExecutionData {
	const particulars: IDataObject = {
		...(error.description ? { description: error.description } : {}),
		...ids,
		...(error instanceof NodeApiError
			? { httpCode: error.httpCode, service: (error.errorResponse ?? {}) as JsonObject }
			: {}),
	};
	return { json: { message: error.message, error: particulars }, pairedItem: { item: itemIndex } };
}
