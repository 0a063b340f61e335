import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

interface TextCheckContext {
	getNode(): INode;
	getItemIndex?(): number;
}

// An expression may give any of these.
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

function fixFor(value: unknown): string {
	if (value === null)
		return 'Change the expression to give text, with ?? "" where the value may be missing.';
	if (typeof value === 'object') return FIX_FOR_OBJECT;
	return 'Change the expression to give text, such as String(…) around a number.';
}

// Stops the item with the field's name instead of sending "[object Object]" or failing with "trim
// is not a function".
export function requireText(context: TextCheckContext, value: unknown, field: string): string {
	if (typeof value === 'string') return value;
	throw new NodeOperationError(context.getNode(), `${field} must be text, not ${kindOf(value)}.`, {
		description: fixFor(value),
		itemIndex: context.getItemIndex?.(),
	});
}
