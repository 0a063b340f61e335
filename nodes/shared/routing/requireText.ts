import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

interface TextCheckContext {
	getNode(): INode;
	getItemIndex?(): number;
}

/** What a value is, in the words an error shows: an expression may give any of these. */
export function kindOf(value: unknown): string {
	if (value === null) return 'null';
	if (Array.isArray(value)) return 'a list';
	if (typeof value === 'object') return 'an object';
	if (typeof value === 'number') return `the number ${value}`;
	if (typeof value === 'boolean') return `the value ${value}`;
	return typeof value;
}

const FIX_FOR_OBJECT =
	'Change the expression to give text: one field of the object rather than the whole of ' +
	'it, or JSON.stringify(…) to send it as JSON text.';

/** How to put a value of the wrong kind right, depending on what it is. */
function fixFor(value: unknown): string {
	if (value === null)
		return 'Change the expression to give text, with ?? "" where the value may be missing.';
	if (typeof value === 'object') return FIX_FOR_OBJECT;
	return 'Change the expression to give text, such as String(…) around a number.';
}

/**
 * The one check that a field meant for text holds text: an expression that gives an object, a list,
 * a number or null stops the item with the field's name and the fix, before anything is sent,
 * instead of a "[object Object]" sent or a "trim is not a function".
 */
export function requireText(context: TextCheckContext, value: unknown, field: string): string {
	if (typeof value === 'string') return value;
	throw new NodeOperationError(context.getNode(), `${field} must be text, not ${kindOf(value)}.`, {
		description: fixFor(value),
		itemIndex: context.getItemIndex?.(),
	});
}
