/** Row 1, the floor: a bare fetch loop following the cursor, keeping every record. */
import { HEADERS } from '../lib/sandboxProcess';
import type { Side } from '../lib/side';

interface Page {
	data: unknown[];
	cursor: { next?: string; hasMore: boolean };
}

export async function readAll(
	url: string,
	path: string,
	query: Record<string, string> = {},
): Promise<unknown[]> {
	const records: unknown[] = [];
	let cursor: string | undefined;
	do {
		const search = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) }).toString();
		const response = await fetch(`${url}${path}${search ? `?${search}` : ''}`, {
			headers: HEADERS,
		});
		if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
		const page = (await response.json()) as Page;
		records.push(...page.data);
		cursor = page.cursor.hasMore ? page.cursor.next : undefined;
	} while (cursor);
	return records;
}

export async function createSide(): Promise<Side> {
	return {
		async run({ url }: { url: string }) {
			const records = await readAll(url, '/templates');
			return { items: records.length, keep: records };
		},
	};
}
