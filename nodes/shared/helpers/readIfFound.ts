import type { IDataObject, IExecuteSingleFunctions, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { failureOf } from '../transport/serviceError';
import { serviceRequest } from '../transport/serviceRequest';

/** A read on an error path, whose 404 is an answer too: undefined when the service found nothing. */
export async function readIfFound<T>(
	context: IExecuteSingleFunctions,
	path: string,
	qs: IDataObject = {},
): Promise<T | undefined> {
	try {
		return await serviceRequest<T>(context, { path, qs });
	} catch (error) {
		if (failureOf(error)?.failure.status === 404) return undefined;
		// serviceRequest's errors are NodeApiErrors already, which this hands back unchanged.
		throw new NodeApiError(context.getNode(), error as JsonObject);
	}
}
