import { callSandbox } from '../../../sandbox/client';
import { e2eContext } from './context';

export { callSandbox, type SandboxAddress } from '../../../sandbox/client';

/** Calls the sandbox the e2e run started, as `callSandbox` does. */
export async function sandboxRequest<T = unknown>(
	method: string,
	path: string,
	body?: unknown,
): Promise<T> {
	const { sandboxUrl, sandboxApiKey } = e2eContext();
	return await callSandbox<T>({ url: sandboxUrl, apiKey: sandboxApiKey }, method, path, body);
}

export interface SandboxDraft {
	id: string;
	template: string;
	name: string;
	status: string;
}

export async function readDraft(draftId: string): Promise<SandboxDraft> {
	return await sandboxRequest<SandboxDraft>('GET', `/drafts/${draftId}?targetLanguage=html`);
}

/** The sandbox's request log: what n8n actually asked the service. */
export async function sandboxRequests(): Promise<
	Array<{ method: string; path: string; query: Record<string, unknown> }>
> {
	return await sandboxRequest('GET', '/_sandbox/requests');
}

/** A poll trigger's reads of the draft list scoped to one template: how many polls it made. */
export async function draftListReads(templateId: string): Promise<number> {
	return (await sandboxRequests()).filter(
		(request) =>
			request.method === 'GET' &&
			request.path === '/drafts' &&
			request.query.templateId === templateId,
	).length;
}

/** A copy of the published order confirmation, submitted for approval: a draft a test may reject. */
export async function draftAwaitingApproval(name: string): Promise<string> {
	const { id } = await sandboxRequest<{ id: string }>('POST', '/drafts/tdft_order_v1/duplicate', {
		name,
	});
	await sandboxRequest('POST', `/drafts/${id}/publishRequest`);
	return id;
}

/** A draft's state and its last review: the service keeps a review's feedback to itself, the sandbox's state shows it. */
export async function reviewOf(
	draftId: string,
): Promise<{ status?: string; review?: { decision: string; feedback: string } }> {
	const state = await sandboxRequest<{
		drafts: Array<{
			id: string;
			status: string;
			reviews: Array<{ decision: string; feedback: string }>;
		}>;
	}>('GET', '/_sandbox/state');
	const draft = state.drafts.find(({ id }) => id === draftId);
	return { status: draft?.status, review: draft?.reviews.at(-1) };
}
