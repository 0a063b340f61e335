import type { IDataObject, ILoadOptionsFunctions, INodeListSearchResult } from 'n8n-workflow';

import { searchList } from '../searchList';

const STATUS_WORDS: Record<string, string> = {
	IN_PROGRESS: 'In progress',
	LOCKED_FOR_TRANSLATION: 'Locked for translation',
	PENDING_APPROVAL: 'Awaiting approval',
};

// A published draft keeps the status IN_PROGRESS; only its approval date tells it apart.
function isPublished(draft: IDataObject): boolean {
	return typeof draft.designApprovedDate === 'string' && draft.designApprovedDate !== '';
}

function stateInWords(draft: IDataObject): string | undefined {
	if (isPublished(draft)) return 'Published, read-only';
	return draft.status === undefined
		? undefined
		: (STATUS_WORDS[String(draft.status)] ?? String(draft.status));
}

// Look-alike drafts differ by state and template. The state comes first, where the editor never
// cuts a long name short.
function draftLabel(draft: IDataObject): string {
	const state = stateInWords(draft);
	const name = [
		String(draft.name ?? draft.id),
		draft.templateName && `(${String(draft.templateName)})`,
	]
		.filter(Boolean)
		.join(' ');
	return state ? `${state} · ${name}` : name;
}

async function listDrafts(
	context: ILoadOptionsFunctions,
	publishedLast: boolean,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	const published = new Set<string>();
	const label = (draft: IDataObject) => {
		if (isPublished(draft)) published.add(String(draft.id));
		return draftLabel(draft);
	};
	const page = await searchList(
		context,
		{ path: '/drafts', channelScoped: true, label },
		filter,
		paginationToken,
	);
	if (!publishedLast) return page;
	const rank = (value: unknown) => (published.has(String(value)) ? 1 : 0);
	return { ...page, results: [...page.results].sort((a, b) => rank(a.value) - rank(b.value)) };
}

export async function searchDrafts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await listDrafts(this, false, filter, paginationToken);
}

// A published draft, which the service refuses to change, comes last on each page.
export async function searchEditableDrafts(
	this: ILoadOptionsFunctions,
	filter?: string,
	paginationToken?: string,
): Promise<INodeListSearchResult> {
	return await listDrafts(this, true, filter, paginationToken);
}
