import { type AddressInfo, type Socket, connect, createServer } from 'node:net';

import type { IDataObject, INodeExecutionData, INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../../sandbox';
import { AccountBuilder } from '../../../sandbox/seed/account-builder';
import { contentFor } from '../../../sandbox/seed/content-factory';
import { demoAccount } from '../../../sandbox/seed/demo-account';
import type { State, Template } from '../../../sandbox/store/model';
import { MessageDraftsTrigger } from '../../../nodes/MessageDraftsTrigger/MessageDraftsTrigger.node';
import { CHANNELS, type ChannelName } from '../../../nodes/shared/channels';
import type { ApiVersion } from '../../../nodes/shared/versions';
import { type Poller, type SchedulerModel, createPoller } from '../../harness/poller';
import type { SandboxHandle } from '../../harness/sandbox';

export const nodeType = new MessageDraftsTrigger();

export interface TriggerOptions {
	event?: 'draftSubmitted' | 'draftLocked' | 'templatePublished';
	channels?: ChannelName[];
	templateId?: string;
	folderId?: string;
	tagIds?: string[];
	options?: IDataObject;
	version?: ApiVersion;
	pollBudgetMs?: number;
	/** Another address for the service, such as a flaky proxy in front of the sandbox. */
	baseUrl?: string;
	/** Another API key than the sandbox's. */
	apiKey?: string;
	/** How n8n runs the trigger: its in-memory scheduler unless said otherwise. */
	scheduler?: SchedulerModel;
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
		scheduler: options.scheduler,
	});
}

/** The items of a poll's result, [] for null. */
export const emitted = (result: INodeExecutionData[][] | null): IDataObject[] =>
	(result?.[0] ?? []).map(({ json }) => json);

/** What the service does to a draft: the changes the trigger must notice. */
export function drafts(sandbox: SandboxHandle) {
	const call = async (method: string, channel: ChannelName, draftId: string, action: string) => {
		const { status, body } = await sandbox.api(method, `${CHANNELS[channel].pathPrefix}/drafts/${draftId}${action}`);
		if (status !== 200 && status !== 204) {
			throw new Error(`${method} ${action} on ${draftId} answered ${status}: ${JSON.stringify(body)}`);
		}
	};
	return {
		submit: async (channel: ChannelName, id: string) => await call('POST', channel, id, '/publishRequest'),
		reject: async (channel: ChannelName, id: string) => await call('POST', channel, id, '/publish/reject'),
		approve: async (channel: ChannelName, id: string) => await call('POST', channel, id, '/publish/approve'),
		approveAll: async (channel: ChannelName, id: string) => await call('POST', channel, id, '/publish/approveAll'),
		lock: async (channel: ChannelName, id: string) => await call('PUT', channel, id, '/lockForTranslation'),
		unlock: async (channel: ChannelName, id: string) => await call('DELETE', channel, id, '/lockForTranslation'),
		async duplicate(channel: ChannelName, id: string, name: string): Promise<string> {
			const { status, body } = await sandbox.api<{ id: string }>('POST', `${CHANNELS[channel].pathPrefix}/drafts/${id}/duplicate`, { body: { name } });
			if (status !== 200) throw new Error(`duplicate answered ${status}`);
			return body.id;
		},
		async list(channel: ChannelName): Promise<IDataObject[]> {
			const all: IDataObject[] = [];
			let cursor = '';
			for (;;) {
				const { body } = await sandbox.api<{ data: IDataObject[]; cursor: { next: string; hasMore: boolean } }>(
					'GET',
					`${CHANNELS[channel].pathPrefix}/drafts${cursor ? `?cursor=${cursor}` : ''}`,
				);
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
export const savedState = (poller: Poller) => (poller.savedStaticData()['node:Trigger under test'] ?? {}) as IDataObject;

/** Bytes of the whole saved static data of the workflow, as n8n stores it. */
export const staticDataBytes = (poller: Poller) => Buffer.byteLength(JSON.stringify(poller.savedStaticData()));

/**
 * Sees each request's first line (`GET /drafts?cursor=… HTTP/1.1`) before it reaches the sandbox:
 * may act meanwhile (archive a draft, hold the request back), then returns a raw HTTP answer to
 * give instead of the sandbox's, or nothing to let the request through.
 */
export type RequestHook = (requestLine: string) => Promise<string | undefined> | string | undefined;

export interface FlakyProxy {
	url: string;
	/** Decides, for each request from now on (numbered from 1), whether its connection is cut. */
	dropWhen(rule: (request: number) => boolean): void;
	/** Runs the hook on every request from now on. */
	intercept(hook: RequestHook): void;
	/** Let everything through again. */
	heal(): void;
	/** Connections cut so far. */
	readonly dropped: number;
	close(): Promise<void>;
}

/**
 * A TCP relay in front of the sandbox that can cut connections mid-request, as a flaky network
 * does; the sandbox's own faults answer with a status, this one answers with nothing at all.
 */
export async function startFlakyProxy(targetUrl: string): Promise<FlakyProxy> {
	const target = new URL(targetUrl);
	let rule: (request: number) => boolean = () => false;
	let hook: RequestHook = () => undefined;
	let counted = 0;
	let dropped = 0;
	const sockets = new Set<Socket>();
	const server = createServer((client) => {
		const upstream = connect(Number(target.port), target.hostname);
		sockets.add(client).add(upstream);
		const close = () => {
			client.destroy();
			upstream.destroy();
			sockets.delete(client);
			sockets.delete(upstream);
		};
		// Chunks go upstream in order, each after the hook of the request it starts has finished.
		let queue = Promise.resolve();
		client.on('data', (chunk: Buffer) => {
			queue = queue.then(async () => {
				// Every request starts with its method; a body arriving in a later chunk is not counted.
				if (/^(GET|POST|PUT|PATCH|DELETE) /.test(chunk.toString('latin1', 0, 8))) {
					if (rule(++counted)) {
						dropped++;
						close();
						return;
					}
					const answer = await hook(chunk.toString('latin1').split('\r\n')[0]);
					if (answer !== undefined) {
						// The connection closes after the answer; its close ends the upstream one too.
						client.end(answer);
						return;
					}
				}
				upstream.write(chunk);
			});
		});
		upstream.on('data', (chunk: Buffer) => client.write(chunk));
		client.on('close', close).on('error', close);
		upstream.on('close', close).on('error', close);
	});
	await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
	const { port } = server.address() as AddressInfo;
	return {
		url: `http://127.0.0.1:${port}`,
		dropWhen(next) {
			counted = 0;
			rule = next;
		},
		intercept(next) {
			hook = next;
		},
		heal() {
			rule = () => false;
			hook = () => undefined;
		},
		get dropped() {
			return dropped;
		},
		async close() {
			for (const socket of sockets) socket.destroy();
			await new Promise<void>((resolve) => server.close(() => resolve()));
		},
	};
}

/**
 * A flaky proxy in front of the file's sandbox for all of its tests; before each test it lets
 * everything through again, and the sandbox starts over from its account, without faults.
 */
export function useFlakyProxy(sandbox: SandboxHandle): Omit<FlakyProxy, 'close'> {
	let proxy: FlakyProxy | undefined;
	const running = () => {
		if (!proxy) throw new Error('The flaky proxy is not running: call useFlakyProxy() at the top of the test file');
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

/** The demo account plus `count` email drafts of the Welcome template, each already waiting for approval. */
export function accountWithPendingDrafts(count: number): State {
	const account = new AccountBuilder('2025-03-01T00:00:00Z', 1, demoAccount());
	const template = account.store.templates.get(DEMO.email.welcomeTemplate) as Template;
	const content = contentFor('email', { subject: 'Waiting %(first_name)s', heading: 'Hello', paragraphs: ['Pending.'] });
	for (let index = 0; index < count; index++) {
		account.draft({ template, name: `Pending draft ${index + 1}`, content, status: 'PENDING_APPROVAL' });
	}
	return account.build();
}
