import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { idProblem } from '../ids';
import { CONFIGURATION_INVALID } from '../transport/failureClass';

interface IdCheckContext {
	getNode(): INode;
	/** Present when the check is for one input item; its error is then paired with that item. */
	getItemIndex?(): number;
}

interface IdCheckOptions {
	/** How to put it right; picking from the list by default. */
	fix?: string;
	/** The field's name, where the id format's own label would not say which field is meant. */
	field?: string;
}

const PICK_FROM_LIST = 'Pick it from the list, or use an id copied from the service.';

/** Whether an optional field was left empty. */
export function isBlank(value: unknown): boolean {
	return value === undefined || value === null || String(value).trim() === '';
}

/**
 * The one id check: the value of a field, trimmed, when it fits the id format named `format` (a key
 * of ID_FORMATS). One that does not fit stops, before anything is sent, with the field's name and
 * the fix, and for an input item with that item's index.
 */
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

/** The same for an optional field: undefined when it is empty. */
export function checkOptionalId(
	context: IdCheckContext,
	format: string,
	value: unknown,
	options: IdCheckOptions = {},
): string | undefined {
	return isBlank(value) ? undefined : checkId(context, format, value, options);
}

/**
 * An id the service answered with, as one step of the next request's path. `.`, `..` and empty
 * would not stay one step (the URL would resolve to another path), so they stop the item instead of
 * reading or changing something else.
 */
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
