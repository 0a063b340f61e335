import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { failureOf } from '../transport/serviceError';

/**
 * A read on an error path, whose 404 is an answer too: undefined when the service found nothing.
 * `read` goes through serviceRequest, whose errors say their status.
 */
export async function readIfFound<T>(node: INode, read: () => Promise<T>): Promise<T | undefined> {
	try {
		return await read();
	} catch (error) {
		if (failureOf(error)?.failure.status === 404) return undefined;
		// serviceRequest's errors are NodeApiErrors already, which this hands back unchanged.
		throw new NodeApiError(node, error as JsonObject);
	}
}
