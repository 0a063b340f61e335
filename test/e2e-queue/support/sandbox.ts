import type { RunningSandbox } from '../../../sandbox';
import { callSandbox } from '../../e2e/support/sandboxApi';

type Request = { method: string; path: string; query: Record<string, unknown> };

/** The trigger's polls of one template: its scoped draft-list reads. */
export async function pollsOf(sandbox: RunningSandbox, templateId: string): Promise<number> {
	const requests = await requestLog(sandbox);
	return requests.filter(
		(request) =>
			request.method === 'GET' &&
			request.path === '/drafts' &&
			request.query.templateId === templateId,
	).length;
}

type Logged = Request & { status: number; at: number };

/** Every request the sandbox logged, in order: slice from an earlier length for those since. */
export async function requestLog(sandbox: RunningSandbox): Promise<Logged[]> {
	return await callSandbox<Logged[]>(sandbox, 'GET', '/_sandbox/requests');
}

/** How often n8n read these paths from the sandbox: what our action nodes did. */
export async function reads(sandbox: RunningSandbox, paths: string[]): Promise<number> {
	const requests = await requestLog(sandbox);
	return requests.filter((request) => request.method === 'GET' && paths.includes(request.path))
		.length;
}

/**
 * Where the answers 429 fell, second by second from `since`, with what else was answered in those
 * seconds: what a failed bound on 429s needs to be explained.
 */
export function refusalsBySecond(log: Logged[], since: number, counted: string): string {
	const seconds = new Map<number, Logged[]>();
	for (const entry of log) {
		const second = Math.floor((entry.at - since) / 1000);
		const entries = seconds.get(second) ?? [];
		entries.push(entry);
		seconds.set(second, entries);
	}
	const refused = [...seconds].filter(([, entries]) =>
		entries.some(({ path, status }) => path === counted && status === 429),
	);
	return refused
		.map(([second, entries]) => {
			const of = (mine: boolean) => entries.filter(({ path }) => (path === counted) === mine);
			const summary = (list: Logged[]) =>
				`${list.length} (${list.filter(({ status }) => status === 429).length} × 429)`;
			return `second ${second}: ${counted} ${summary(of(true))}, others ${summary(of(false))}`;
		})
		.join('\n');
}

export const draftPaths = (ids: string[]) => ids.map((id) => `/drafts/${id}`);

/** New in-progress drafts of a draft's template, ready to be submitted. */
export async function copiesOf(
	sandbox: RunningSandbox,
	draftId: string,
	count: number,
): Promise<string[]> {
	const ids: string[] = [];
	for (let index = 0; index < count; index++) {
		ids.push(
			(
				await callSandbox<{ id: string }>(sandbox, 'POST', `/drafts/${draftId}/duplicate`, {
					name: `Queue copy ${index + 1}`,
				})
			).id,
		);
	}
	return ids;
}

/** Submits drafts for approval: each is an event for a trigger watching their template. */
export async function submit(sandbox: RunningSandbox, draftIds: string[]): Promise<void> {
	for (const id of draftIds) await callSandbox(sandbox, 'POST', `/drafts/${id}/publishRequest`);
}
