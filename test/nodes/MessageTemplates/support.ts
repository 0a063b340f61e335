import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import { NodeRunError, runNode } from '../../harness/runNode';
import type { RunNodeOptions } from '../../harness/runNode';

export const nodeType = new MessageTemplates();

export interface Page<T = IDataObject> {
	data: T[];
	cursor: { next?: string; hasMore: boolean };
}

/** A resource locator value as n8n stores it. */
export function byId(value: string) {
	return { __rl: true, mode: 'id', value };
}

/** The node's error, or a test failure when the run succeeded. */
export async function runError(options: Omit<RunNodeOptions, 'nodeType'>): Promise<NodeRunError> {
	try {
		await runNode({ nodeType, ...options });
	} catch (error) {
		if (error instanceof NodeRunError) return error;
		throw error;
	}
	throw new Error('The node run succeeded, but it was expected to fail');
}

export function templateParameters(
	operation: string,
	parameters: INodeParameters = {},
): INodeParameters {
	return { resource: 'template', operation, ...parameters };
}

/** Decodes base64 of UTF-8, as the service sends compiled email strings. */
export function fromBase64(value: unknown): string {
	return Buffer.from(String(value), 'base64').toString('utf8');
}
