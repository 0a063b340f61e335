import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { idProblem } from '../ids';
import { CONFIGURATION_INVALID } from '../transport/failureClass';

interface IdCheckContext {
	getNode(): INode;
	// Its error is then paired with the item.
	getItemIndex?(): number;
}

interface IdCheckOptions {
	fix?: string;
	// Where the id format's own label would not say which field is meant.
	field?: string;
}

const PICK_FROM_LIST = 'Pick it from the list, or use an id copied from the service.';

export function isBlank(value: unknown): boolean {
	return value === undefined || value === null || String(value).trim() === '';
}

// The one id check: a bad id stops before anything is sent, with the field's name and the fix.
export function checkId(
	context: IdCheckContext,
	format: string,
	value: unknown,
	options: IdCheckOptions = {},
): string {
	const id = typeof value === 'string' ? value.trim() : value;
	const problem = idProblem(format, id);
	if (problem) {
		throw new NodeOperationError(
			context.getNode(),
			options.field ? `${options.field}: ${problem}` : problem,
			{
				description: options.fix ?? PICK_FROM_LIST,
				itemIndex: context.getItemIndex?.(),
				failure: CONFIGURATION_INVALID,
			},
		);
	}
	return String(id);
}

export function checkOptionalId(
	context: IdCheckContext,
	format: string,
	value: unknown,
	options: IdCheckOptions = {},
): string | undefined {
	return isBlank(value) ? undefined : checkId(context, format, value, options);
}

// `.`, `..` and empty would not stay one path step, so they stop the item instead of reaching
// another path.
export function pathStep(context: IdCheckContext, id: unknown, what: string): string {
	const text = typeof id === 'string' || typeof id === 'number' ? String(id) : '';
	if (text === '' || text === '.' || text === '..') {
		throw new NodeOperationError(
			context.getNode(),
			`The service answered with ${what} "${text}", which cannot be read as an ID.`,
			{
				description: 'Nothing was sent for it. Report the answer to the service.',
				itemIndex: context.getItemIndex?.(),
			},
		);
	}
	return encodeURIComponent(text);
}
