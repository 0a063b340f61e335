import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

/** Stops the item before anything is sent: what is wrong, and in the description how to fix it. */
export function invalidInput(
	context: IExecuteSingleFunctions,
	message: string,
	fix: string,
): never {
	throw new NodeOperationError(context.getNode(), message, {
		description: fix,
		itemIndex: context.getItemIndex(),
	});
}
