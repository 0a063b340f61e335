import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { MessageTemplates } from '../../../nodes/MessageTemplates/MessageTemplates.node';
import type { ApiVersion } from '../../../nodes/shared/versions';
import { NodeRunError, runNode, runNodeJson } from '../../harness/runNode';
import type { RunNodeOptions } from '../../harness/runNode';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';

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

/**
 * The test file's sandbox, and the node's runs with its credential, under `version` or the
 * newest: to their JSON.
 */
export function useTemplatesOnSandbox() {
	const sandbox = useSandbox();
	const run = async (parameters: IDataObject, version?: ApiVersion) =>
		await runNodeJson({
			nodeType,
			parameters: parameters as INodeParameters,
			credentials: sandbox.credentials(version),
		});
	return { sandbox, run };
}

/** The records of the first page the service lists at `path`. */
export async function firstPage(sandbox: SandboxHandle, path: string): Promise<IDataObject[]> {
	return (await sandbox.api<Page>('GET', path)).body.data;
}
