import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

// All-capital words such as PO stay as they are.
function sentenceCase(name: string): string {
	const [first, ...rest] = name.split(' ');
	return [
		first,
		...rest.map((word) => (/^[A-Z][a-z]/.test(word) ? word.toLowerCase() : word)),
	].join(' ');
}

// n8n's expressions end at the first `}}`, so nested braces are written apart.
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

// With several resources, the operation's action ("Get many blocks") says which one.
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
