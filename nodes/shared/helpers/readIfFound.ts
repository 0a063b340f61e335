import type { INode } from 'n8n-workflow';

import { asNodeError } from '../transport/retry';
import { failureOf } from '../transport/serviceError';

// For the error path, where a 404 is an answer too.
export async function readIfFound<T>(node: INode, read: () => Promise<T>): Promise<T | undefined> {
	try {
		return await read();
	} catch (error) {
		if (failureOf(error)?.failure.status === 404) return undefined;
		throw asNodeError(node, error);
	}
}
