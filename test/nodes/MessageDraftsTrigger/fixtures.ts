import type { IDataObject, INodeExecutionData, INodeParameters, INodeType } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { AccountBuilder } from '../../../sandbox/seed/account-builder';
import { contentFor } from '../../../sandbox/seed/content-factory';
import { demoAccount } from '../../../sandbox/seed/demo-account';
import type { State, Template } from '../../../sandbox/store/model';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { CHANNELS, type ChannelName } from '../../../nodes/shared/channels';
import type { ApiVersion } from '../../../nodes/shared/versions';
import { type FlakyProxy, holdRequests, startFlakyProxy } from '../../harness/flakyProxy';
import { type Poller, type SchedulerModel, createPoller } from '../../harness/poller';
import { type SandboxHandle, useSandbox } from '../../harness/sandbox';

export const nodeType = new MessageDraftsTrigger();

/** The trigger as another main of n8n loads it: the same code, with memory of its own. */
export function anotherMain(): INodeType {
	let loaded: INodeType | undefined;
	jest.isolateModules(() => {
		const { MessageDraftsTrigger: OtherCopy } = jest.requireActual<
			typeof import('../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node')
		>('../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node');
		loaded = new OtherCopy();
	});
	return loaded as INodeType;
}

export interface TriggerOptions {
	event?: 'draftSubmitted' | 'draftLocked' | 'templatePublished';
	channels?: ChannelName[];
	templateId?: string;
	folderId?: string;
	tagIds?: string[];
	options?: IDataObject;
	version?: ApiVersion;
	pollBudgetMs?: number;
	/** When n8n's durable scheduler gives up on a poll, if not where the budget says. */
	pollTimeoutMs?: number;
	/** Another address for the service, such as a flaky proxy in front of the sandbox. */
	baseUrl?: string;
	/** Another API key than the sandbox's. */
	apiKey?: string;
	/** How n8n runs the trigger: its in-memory scheduler unless said otherwise. */
	scheduler?: SchedulerModel;
	/** The node as another main loaded it, where the polls on the schedule run (durable schedulers). */
	scheduledOn?: INodeType;
}

export function trigger(sandbox: SandboxHandle, options: TriggerOptions = {}): Poller {
	const parameters: INodeParameters = {
		event: options.event ?? 'draftSubmitted',
		channels: options.channels ?? ['email', 'sms', 'push', 'voice', 'liveactivity'],
		templateId: { __rl: true, mode: 'id', value: options.templateId ?? '' },
		folderId: { __rl: true, mode: 'id', value: options.folderId ?? '' },
		tagIds: options.tagIds ?? [],
		options: (options.options ?? {}) as INodeParameters,
	};
	return createPoller({
		nodeType,
		parameters,
		credentials: sandbox.credentials(options.version, {
			...(options.baseUrl ? { baseUrl: options.baseUrl } : {}),
			...(options.apiKey ? { apiKey: options.apiKey } : {}),
		}),
		pollBudgetMs: options.pollBudgetMs,
		pollTimeoutMs: options.pollTimeoutMs,
		scheduler: options.scheduler,
		scheduledOn: options.scheduledOn,
		reload: anotherMain,
	});
}

/** The items of a poll's result, [] for null. */
export const emitted = (result: INodeExecutionData[][] | null): IDataObject[] =>
	(result?.[0] ?? []).map(({ json }) => json);

/** The ids of a poll's items, as text. */
export const emittedIds = (result: INodeExecutionData[][] | null): string[] =>
	emitted(result).map(({ id }) => String(id));

/** What the service does to a draft: the changes the trigger must notice. */
export function drafts(sandbox: SandboxHandle) {
	/** One action on a draft, which must succeed. */
	const action =
		(method: string, path: string) =>
		async (channel: ChannelName, draftId: string): Promise<void> => {
			const { status, body } = await sandbox.api(
				method,
				`${CHANNELS[channel].pathPrefix}/drafts/${draftId}${path}`,
			);
			if (status !== 200 && status !== 204) {
				throw new Error(
					`${method} ${path} on ${draftId} answered ${status}: ${JSON.stringify(body)}`,
				);
			}
		};
	return {
		submit: action('POST', '/publishRequest'),
		reject: action('POST', '/publish/reject'),
		approve: action('POST', '/publish/approve'),
		approveAll: action('POST', '/publish/approveAll'),
		lock: action('PUT', '/lockForTranslation'),
		unlock: action('DELETE', '/lockForTranslation'),
		async duplicate(channel: ChannelName, id: string, name: string): Promise<string> {
			const { status, body } = await sandbox.api<{ id: string }>(
				'POST',
				`${CHANNELS[channel].pathPrefix}/drafts/${id}/duplicate`,
				{ body: { name } },
			);
			if (status !== 200) throw new Error(`duplicate answered ${status}`);
			return body.id;
		},
		async list(channel: ChannelName): Promise<IDataObject[]> {
			const all: IDataObject[] = [];
			let cursor = '';
			for (;;) {
				const { body } = await sandbox.api<{
					data: IDataObject[];
					cursor: { next: string; hasMore: boolean };
				}>('GET', `${CHANNELS[channel].pathPrefix}/drafts${cursor ? `?cursor=${cursor}` : ''}`);
				all.push(...body.data);
				if (!body.cursor.hasMore) return all;
				cursor = body.cursor.next;
			}
		},
	};
}

export async function setFaults(sandbox: SandboxHandle, faults: IDataObject): Promise<void> {
	const { status } = await sandbox.api('PUT', '/_sandbox/faults', { body: faults });
	if (status !== 200) throw new Error(`PUT /_sandbox/faults answered ${status}`);
}

export const NO_FAULTS = { failRate: 0, latencyMs: 0, failNext: 0 };

/** Waits until the wall clock is in a later second: the service's timestamps have whole seconds. */
export async function nextSecond(): Promise<void> {
	await new Promise((resolve) => setTimeout(resolve, 1000 - (Date.now() % 1000) + 5));
}

/**
 * The service's clock, which is this process's: the sandbox runs in it. Only Date is replaced, so
 * timers and connections work as ever while the service stamps changes with the chosen time.
 */
export function serviceClockAt(epochMs: number) {
	jest.useFakeTimers({
		now: epochMs,
		doNotFake: [
			'hrtime',
			'nextTick',
			'performance',
			'queueMicrotask',
			'requestAnimationFrame',
			'cancelAnimationFrame',
			'requestIdleCallback',
			'cancelIdleCallback',
			'setImmediate',
			'clearImmediate',
			'setInterval',
			'clearInterval',
			'setTimeout',
			'clearTimeout',
		],
	});
}

/** The trigger's own part of the workflow's saved static data. */
export const savedState = (poller: Poller) =>
	(poller.savedStaticData()['node:Trigger under test'] ?? {}) as IDataObject;

/** Bytes of the whole saved static data of the workflow, as n8n stores it. */
export const staticDataBytes = (poller: Poller) =>
	Buffer.byteLength(JSON.stringify(poller.savedStaticData()));

/** The demo account plus `count` email drafts of the Welcome template, each already waiting for approval. */
export function accountWithPendingDrafts(count: number): State {
	const account = new AccountBuilder('2025-03-01T00:00:00Z', 1, demoAccount());
	const template = account.store.templates.get(DEMO.email.welcomeTemplate) as Template;
	const content = contentFor('email', {
		subject: 'Waiting %(first_name)s',
		heading: 'Hello',
		paragraphs: ['Pending.'],
	});
	for (let index = 0; index < count; index++) {
		account.draft({
			template,
			name: `Pending draft ${index + 1}`,
			content,
			status: 'PENDING_APPROVAL',
		});
	}
	return account.build();
}

/**
 * A flaky proxy in front of the file's sandbox for all of its tests; before each test it lets
 * everything through again, and the sandbox starts over from its account, without faults.
 */
/**
 * The test file's sandbox, what the service does to its drafts, and a flaky proxy in front of it
 * (healed, and the sandbox reset without faults, before each test: see useFlakyProxy).
 */
export function useTriggerSandbox() {
	const sandbox = useSandbox();
	return { sandbox, act: drafts(sandbox), proxy: useFlakyProxy(sandbox) };
}

export function useFlakyProxy(sandbox: SandboxHandle): Omit<FlakyProxy, 'close'> {
	let proxy: FlakyProxy | undefined;
	const running = () => {
		if (!proxy)
			throw new Error(
				'The flaky proxy is not running: call useFlakyProxy() at the top of the test file',
			);
		return proxy;
	};
	beforeAll(async () => {
		proxy = await startFlakyProxy(sandbox.url);
	});
	afterAll(async () => {
		await proxy?.close();
	});
	beforeEach(async () => {
		running().heal();
		await sandbox.reset();
		await setFaults(sandbox, NO_FAULTS);
	});
	return {
		get url() {
			return running().url;
		},
		dropWhen: (rule) => running().dropWhen(rule),
		intercept: (hook) => running().intercept(hook),
		heal: () => running().heal(),
		get dropped() {
			return running().dropped;
		},
	};
}

export { type FlakyProxy, holdRequests, startFlakyProxy };
