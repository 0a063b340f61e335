import type { INodeParameters } from 'n8n-workflow';

import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { DEMO } from '../../../sandbox';
import { loadOptions as openList } from '../../harness/editorMethods';
import { type NodeRunError, runNodeJson } from '../../harness/runNode';
import { useSandbox } from '../../harness/sandbox';

export const nodeType = new MessageTags();

export interface Tag {
	id: string;
	name: string;
	types: string[];
	workspaceIds: string[];
	status: string;
	createdAt: string;
	updatedAt: string;
}

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });
export const fromList = (value: string) => ({ __rl: true, mode: 'list', value });

export const WELCOME_TEMPLATE = `/templates/${DEMO.email.welcomeTemplate}?targetLanguage=html`;
export const WELCOME_REDESIGN_DRAFT = `/drafts/${DEMO.email.welcomeRedesignDraft}?targetLanguage=html`;
export const SMS_PENDING_DRAFT = `/sms/drafts/${DEMO.channels.sms.pendingDraft}`;

export function assignment(
	operation: 'assign' | 'unassign',
	resourceType: 'template' | 'draft',
	resourceId: string,
	tagIds: unknown,
	channel = 'email',
) {
	return {
		operation,
		resourceType,
		channel,
		resourceId: byId(resourceId),
		tagIds,
	} as INodeParameters;
}

/**
 * The test file's sandbox, its account reset before each test when `reset` is true, with the
 * node's runs against it and the service's tags as it has them.
 */
export function useTagsOnSandbox({ reset = false } = {}) {
	const sandbox = useSandbox();
	if (reset) beforeEach(async () => await sandbox.reset());

	async function run(parameters: INodeParameters, options: { continueOnFail?: boolean } = {}) {
		return await runNodeJson({
			nodeType,
			parameters: { resource: 'tag', ...parameters },
			credentials: sandbox.credentials(),
			...options,
		});
	}

	async function failure(parameters: INodeParameters) {
		return (await run(parameters).then(
			() => {
				throw new Error('The node was expected to fail');
			},
			(error: NodeRunError) => error,
		)) as NodeRunError;
	}

	async function allTags(query = '') {
		return (await sandbox.api<Tag[]>('GET', `/tags${query}`)).body;
	}

	/** The ids of the tags a resource carries, read back from the service. */
	async function tagsOn(path: string) {
		const { status, body } = await sandbox.api<{ tags: Array<{ id: string }> }>('GET', path);
		expect(status).toBe(200);
		return body.tags.map(({ id }) => id);
	}

	/** Calls one of the node's loadOptions methods as the editor does when a multi-select opens. */
	async function loadOptions(method: string, parameters: INodeParameters) {
		return await openList({
			nodeType,
			method,
			parameters: { resource: 'tag', ...parameters },
			credentials: sandbox.credentials(),
		});
	}

	return { sandbox, run, failure, allTags, tagsOn, loadOptions };
}
