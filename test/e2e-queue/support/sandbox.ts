import type { RunningSandbox } from '../../../sandbox';
import { callSandbox } from '../../e2e/support/sandboxApi';

type Request = { method: string; path: string; query: Record<string, unknown> };

/** The trigger's polls of one template: its scoped draft-list reads. */
export async function pollsOf(sandbox: RunningSandbox, templateId: string): Promise<number> {
	const requests = await callSandbox<Request[]>(sandbox, 'GET', '/_sandbox/requests');
	return requests.filter(
		(request) =>
			request.method === 'GET' &&
			request.path === '/drafts' &&
			request.query.templateId === templateId,
	).length;
}

/** Every request the sandbox logged, in order: slice from an earlier length for those since. */
export async function requestLog(
	sandbox: RunningSandbox,
): Promise<Array<Request & { status: number }>> {
	return await callSandbox<Array<Request & { status: number }>>(
		sandbox,
		'GET',
		'/_sandbox/requests',
	);
}

/** How often n8n read these paths from the sandbox: what our action nodes did. */
export async function reads(sandbox: RunningSandbox, paths: string[]): Promise<number> {
	const requests = await callSandbox<Request[]>(sandbox, 'GET', '/_sandbox/requests');
	return requests.filter((request) => request.method === 'GET' && paths.includes(request.path))
		.length;
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
