import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	INodeExecutionData,
	JsonObject,
	PreSendAction,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type Channel, type ChannelName } from '../channels';
import { idProblem } from '../ids';
import { getApiVersion } from '../transport/apiVersion';
import { withRetries } from '../transport/retry';
import type { FailureContext } from '../transport/serviceError';
import { requireFeatureFor } from '../helpers/requireFeature';
import type { Feature } from '../versions';
import { isListPage, unwrapRecords } from './records';

/** Paths that every channel repeats under its own prefix; the rest live at the root only. */
const CHANNEL_SCOPED_ROOTS = ['/templates', '/render', '/drafts', '/localizations'];

export interface ExecutorSpec {
	/** Version features the operation needs; a function when it depends on the channel. */
	feature?: Feature | ((channel: Channel) => Feature);
	/** A cursor-paged list: honours Return All and Limit. */
	list?: boolean;
	/** Sent again only on 429: a server-side failure may have applied it. */
	write: boolean;
	/** Output names for the ids in the path, reported on empty answers and in errors. */
	idOutputs?: Record<string, string>;
	/** The answer is an empty body: output `{ success: true }` plus the ids acted on. */
	emptyResult?: boolean;
	/** For "not in the right state" errors: the state the operation needs, in words. */
	requiredState?: string;
	/**
	 * Steps that check the node's parameters and shape the request. They run here, after the
	 * version checks and inside the error handling, rather than in the routing engine, so that a
	 * bad value fails like any other error: with its item paired and continueOnFail honoured.
	 */
	preSend?: PreSendAction[];
	/**
	 * Reads more on the error path when the service's answer alone cannot say what is wrong (a
	 * template that is missing or was never published); returns the error to report.
	 */
	explainFailure?: (this: Context, error: NodeApiError) => Promise<NodeApiError>;
}

interface ResolvedRequest {
	url: string;
	ids: Record<string, string>;
}

type Context = IExecutePaginationFunctions;

function fail(context: Context, message: string, description?: string): never {
	throw new NodeOperationError(context.getNode(), message, {
		description,
		itemIndex: context.getItemIndex(),
	});
}

/** The channel whose prefix the path takes, for paths the interface repeats per channel. */
function channelOf(context: Context, path: string): Channel | undefined {
	if (!CHANNEL_SCOPED_ROOTS.some((root) => path.startsWith(root))) return undefined;
	const name = context.getNodeParameter('channel', 'email') as ChannelName;
	return (
		CHANNELS[name] ??
		fail(context, `Channel "${String(name)}" is not a channel of the service.`, 'Choose Email, SMS, Push, Voice or Live Activity.')
	);
}

/** Fills `{draftId}`-style placeholders from the node's parameters, checking each id's shape. */
function fillPath(context: Context, template: string, spec: ExecutorSpec): ResolvedRequest {
	const ids: Record<string, string> = {};
	const url = template.replace(/\{(\w+)\}/g, (_, parameter: string) => {
		const value = context.getNodeParameter(parameter, undefined, { extractValue: true });
		const problem = idProblem(parameter, value);
		if (problem) fail(context, problem, 'Pick it from the list, or use an id copied from the service.');
		ids[spec.idOutputs?.[parameter] ?? parameter] = String(value);
		return encodeURIComponent(String(value));
	});
	return { url, ids };
}

interface Sending {
	write: boolean;
	failureContext: FailureContext;
}

async function send(context: Context, requestData: DeclarativeRestApiSettings.ResultOptions, sending: Sending) {
	return await withRetries(async () => await context.makeRoutingRequest(requestData), {
		node: context.getNode(),
		...sending,
	});
}

async function collectPages(
	context: Context,
	requestData: DeclarativeRestApiSettings.ResultOptions,
	sending: Sending,
) {
	const returnAll = context.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? Infinity : (context.getNodeParameter('limit', 50) as number);
	const collected: INodeExecutionData[] = [];
	let cursor: string | undefined;
	do {
		const qs = { ...requestData.options.qs, ...(cursor === undefined ? {} : { cursor }) };
		const [page] = await send(context, { ...requestData, options: { ...requestData.options, qs } }, sending);
		const json: unknown = page?.json;
		if (!isListPage(json)) break;
		collected.push(...unwrapRecords([page]));
		cursor = json.cursor?.hasMore ? json.cursor.next : undefined;
	} while (cursor !== undefined && collected.length < limit);
	return collected.slice(0, limit);
}

/**
 * Runs one declared operation for one input item, in place of the routing engine's single
 * request: version checks before anything is sent, retries, cursor pages, the service's errors
 * in words, and output items paired with their input item. It is registered as the operation's
 * `pagination` because that is the hook n8n gives a declarative node to drive its own requests.
 */
export function createExecutor(spec: ExecutorSpec) {
	return async function execute(
		this: Context,
		requestData: DeclarativeRestApiSettings.ResultOptions,
	): Promise<INodeExecutionData[]> {
		const itemIndex = this.getItemIndex();
		let resolved: ResolvedRequest = { url: '', ids: {} };
		try {
			const version = await getApiVersion(this);
			const template = String(requestData.options.url ?? '');
			const channel = channelOf(this, template);
			if (channel) requireFeatureFor(this, version, channel.feature, itemIndex);
			const feature = typeof spec.feature === 'function' ? channel && spec.feature(channel) : spec.feature;
			if (feature) requireFeatureFor(this, version, feature, itemIndex);

			// Ids are resolved before the pre-send steps so that their errors name them too, and again
			// after, for placeholders a step adds (Render's language).
			resolved = fillPath(this, template, spec);
			let options = { ...requestData.options, url: resolved.url } as IHttpRequestOptions;
			for (const step of spec.preSend ?? []) options = await step.call(this, options);
			const added = fillPath(this, options.url, spec);
			resolved = { url: added.url, ids: { ...resolved.ids, ...added.ids } };
			const request = {
				...requestData,
				options: { ...options, url: `${channel?.pathPrefix ?? ''}${resolved.url}` },
			};
			const sending: Sending = {
				write: spec.write,
				failureContext: {
					itemIndex,
					ids: resolved.ids,
					channel: channel?.displayName,
					requiredState: spec.requiredState,
				},
			};
			const items = spec.list
				? await collectPages(this, request, sending)
				: unwrapRecords(await send(this, request, sending));
			const output = spec.emptyResult ? [{ json: { success: true, ...resolved.ids } }] : items;
			return output.map((item) => ({ ...item, pairedItem: { item: itemIndex } }));
		} catch (caught) {
			const error =
				caught instanceof NodeApiError
					? ((await spec.explainFailure?.call(this, caught)) ?? caught)
					: caught instanceof NodeOperationError
						? caught
						: new NodeOperationError(this.getNode(), caught as Error, { itemIndex });
			if (!this.continueOnFail()) throw error;
			const json: IDataObject = {
				error: error.message,
				...(error.description ? { description: error.description } : {}),
				...resolved.ids,
				...(error instanceof NodeApiError
					? { httpCode: error.httpCode, service: (error.errorResponse ?? {}) as JsonObject }
					: {}),
			};
			return [{ json, pairedItem: { item: itemIndex } }];
		}
	};
}
