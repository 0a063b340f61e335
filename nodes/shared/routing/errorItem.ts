import type { IDataObject, INodeExecutionData, JsonObject } from 'n8n-workflow';
import { NodeApiError, type NodeOperationError } from 'n8n-workflow';

/**
 * The item a failed input item becomes under "On Error: Continue", paired with that input item.
 *
 * n8n routes an item to the error output only when its json has no keys besides `error`, `message`
 * and `details` (or when `item.error` is set), so the headline is `error` and everything else sits
 * under `details`. `item.error` is not used: n8n-core replaces the json of such an item with the
 * bare message (normalizeNodeErrors), which would drop the ids, the HTTP code and the service's
 * answer.
 */
export function errorItem(
	error: NodeApiError | NodeOperationError,
	ids: Record<string, string>,
	itemIndex: number,
): INodeExecutionData {
	const details: IDataObject = {
		...(error.description ? { description: error.description } : {}),
		...ids,
		...(error instanceof NodeApiError
			? { httpCode: error.httpCode, service: (error.errorResponse ?? {}) as JsonObject }
			: {}),
	};
	return { json: { error: error.message, details }, pairedItem: { item: itemIndex } };
}
