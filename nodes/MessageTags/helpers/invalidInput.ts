import type { IExecuteSingleFunctions } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

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
