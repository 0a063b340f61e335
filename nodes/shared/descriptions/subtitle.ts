import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** "Submit for Approval" → "Submit for approval"; all-capital words such as PO stay as they are. */
function sentenceCase(name: string): string {
	const [first, ...rest] = name.split(' ');
	return [
		first,
		...rest.map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)),
	].join(' ');
}

/**
 * A JS object literal for the subtitle expression. n8n's expressions end at the first `}}`, so
 * nested braces are always written apart.
 */
function objectLiteral(entries: Array<[string, string]>): string {
	return `{ ${entries.map(([key, value]) => `${JSON.stringify(key)}: ${value}`).join(', ')} }`;
}

function wordsFor(options: INodePropertyOptions[], useAction: boolean): string {
	return objectLiteral(
		options.map((option) => [
			String(option.value),
			JSON.stringify(useAction && option.action ? option.action : sentenceCase(option.name)),
		]),
	);
}

/**
 * The canvas subtitle of a node, in words, from the options of its `parameter` (the operation, or
 * the trigger's event) as its properties declare them. Where a node has several resources, the
 * operation's action ("Get many blocks") says which one; otherwise its name does ("Submit for
 * approval"). An unknown value shows as it is.
 */
export function subtitleFor(properties: INodeProperties[], parameter = 'operation'): string {
	const tables = properties.filter(({ name, type }) => name === parameter && type === 'options');
	const fallback = `$parameter[${JSON.stringify(parameter)}]`;
	const byResource = tables.flatMap((table) =>
		((table.displayOptions?.show?.resource as string[] | undefined) ?? []).map((resource) => ({
			resource,
			table,
		})),
	);
	if (byResource.length === 0) {
		const options = tables.flatMap((table) => (table.options ?? []) as INodePropertyOptions[]);
		return `={{ (${wordsFor(options, false)})[${fallback}] || ${fallback} }}`;
	}
	const useAction = new Set(byResource.map(({ resource }) => resource)).size > 1;
	const table = objectLiteral(
		byResource.map(({ resource, table: { options } }) => [
			resource,
			wordsFor((options ?? []) as INodePropertyOptions[], useAction),
		]),
	);
	return `={{ (${table}[$parameter["resource"]] || {})[${fallback}] || ${fallback} }}`;
}
