// An expression (a previous node, an AI agent) may give an array, one id, or ids with commas.
export function toIdList(value: unknown): string[] {
	const entries = Array.isArray(value)
		? value
		: typeof value === 'string'
			? value.split(',')
			: value == null
				? []
				: [value];
	return [...new Set(entries.map((entry) => String(entry).trim()).filter((entry) => entry !== ''))];
}
