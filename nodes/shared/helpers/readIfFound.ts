import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { failureOf } from '../transport/serviceError';

// For the error path, where a 404 is an answer too.
export async function readIfFound<T>(node: INode, read: () => Promise<T>): Promise<T | undefined> {
	try {
		return await read();
	} catch (error) {
		if (failureOf(error)?.failure.status === 404) return undefined;
		throw new NodeApiError(node, error as JsonObject);
	}
}
