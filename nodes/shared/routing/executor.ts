import type {
	DeclarativeRestApiSettings,
	IDataObject,
	IExecutePaginationFunctions,
	IHttpRequestOptions,
	INode,
	INodeExecutionData,
} from 'n8n-workflow';
import { NodeApiError, NodeOperationError } from 'n8n-workflow';

import { CHANNELS, type Channel, type ChannelName } from '../channels';
import { getConnection } from '../transport/connection';
import { executionEnd } from '../transport/executionEnd';
import type { FailureContext } from '../transport/failureContext';
import { listPages } from '../transport/listPages';
import { pacerOf } from '../transport/pacing';
import { requestSettings, sendOptions } from '../transport/requestSettings';
import { requestPolicy, withRetries } from '../transport/retry';
import type { ApiVersion, Feature } from '../versions';
import { checkId } from './checkId';
import { errorItem } from './errorItem';
import type { ItemScope, ListFilter, PreSendStep } from './itemScope';
import { listFilterQuery } from './listFilters';
import { unwrapRecords } from './records';
import { requireFeatureFor } from './requireFeature';
import { boundToolOutput, handsErrorsBack, runsAsTool, toolOutputLimits } from './toolVariant';

type Context = IExecutePaginationFunctions;

export interface ExecutorSpec {
	/** Version features the operation needs; a function when it depends on the channel. */
	feature?: Feature | ((channel: Channel) => Feature);
	/**
	 * The path is one the interface repeats per channel: it takes the prefix of the node's Channel.
	 * A function where a parameter decides (a draft's localizations have channels, a block's not).
	 */
	channelScoped?: boolean | ((context: Context) => boolean);
	/** A cursor-paged list: honours Return All and Limit. */
	list?: boolean;
	/** Node parameters sent as query parameters (a list's filters). */
	query?: ListFilter[];
	/** Sent again only on 429: a server-side failure may have applied it. */
	write: boolean;
	/** Output names for the ids in the path, reported on empty answers and in errors. */
	idOutputs?: Record<string, string>;
	/**
	 * The answer is an empty body: output `{ success: true }` plus the ids acted on, and what a
	 * function given here adds (a note on how the operation was checked).
	 */
	emptyResult?: boolean | ((this: Context) => IDataObject);
	/** For "not in the right state" errors: the state the operation needs, in words. */
	requiredState?: string;
	/**
	 * Steps that check the node's parameters and shape the request. They run here, after the
	 * version checks and inside the error handling, rather than in the routing engine, so that a
	 * bad value fails like any other error: with its item paired and On Error honoured.
	 */
	preSend?: PreSendStep[];
	/**
	 * Reads more on the error path when the service's answer alone cannot say what is wrong (a
	 * template that is missing or was never published); returns the error to report.
	 */
	explainFailure?: (this: Context, error: NodeApiError, scope: ItemScope) => Promise<NodeApiError>;
}

function channelOf(context: Context, spec: ExecutorSpec): Channel | undefined {
	const scoped =
		typeof spec.channelScoped === 'function' ? spec.channelScoped(context) : spec.channelScoped;
	if (!scoped) return undefined;
	const name = context.getNodeParameter('channel', 'email') as ChannelName;
	const channel = CHANNELS[name];
	if (!channel) {
		throw new NodeOperationError(
			context.getNode(),
			`Channel "${String(name)}" is not a channel of the service.`,
			{
				description: 'Choose Email, SMS, Push, Voice or Live Activity.',
				itemIndex: context.getItemIndex(),
			},
		);
	}
	return channel;
}

/** The version and channel, read and checked once for the item; every step is handed them. */
function scopeOf(context: Context, spec: ExecutorSpec, version: ApiVersion): ItemScope {
	const itemIndex = context.getItemIndex();
	const channel = channelOf(context, spec);
	if (channel) requireFeatureFor(context, version, channel.feature, itemIndex);
	const feature =
		typeof spec.feature === 'function' ? channel && spec.feature(channel) : spec.feature;
	if (feature) requireFeatureFor(context, version, feature, itemIndex);
	return { itemIndex, version, channel };
}

/**
 * Fills `{draftId}`-style placeholders from the node's parameters, checking each id's shape. The
 * ids go into `ids` as they are read, so an error names those that came before the failing one.
 */
function fillPath(
	context: Context,
	template: string,
	spec: ExecutorSpec,
	ids: Record<string, string>,
): string {
	return template.replace(/\{(\w+)\}/g, (_, parameter: string) => {
		const id = checkId(
			context,
			parameter,
			context.getNodeParameter(parameter, undefined, { extractValue: true }),
		);
		ids[spec.idOutputs?.[parameter] ?? parameter] = id;
		return encodeURIComponent(id);
	});
}

interface Sending {
	/** The node, read once for the item: n8n copies it whole on every `getNode()`. */
	node: INode;
	write: boolean;
	failureContext: FailureContext;
}

/** One request with the shared retries and bounds: each try with its timeout, redirects refused. */
async function send(
	context: Context,
	requestData: DeclarativeRestApiSettings.ResultOptions,
	sending: Sending,
) {
	const tryWith = (timeoutMs: number) => ({
		...requestData,
		options: { ...requestData.options, ...sendOptions(timeoutMs) },
	});
	return await withRetries(
		async (timeoutMs) => await context.makeRoutingRequest(tryWith(timeoutMs)),
		{
			node: sending.node,
			policy: requestPolicy(sending.write, requestSettings(context)),
			failureContext: sending.failureContext,
			signal: executionEnd(context),
		},
	);
}

/** Return All, or records up to the Limit: no page is read once the limit is reached. */
async function collectPages(
	context: Context,
	requestData: DeclarativeRestApiSettings.ResultOptions,
	sending: Sending,
): Promise<INodeExecutionData[]> {
	const returnAll = context.getNodeParameter('returnAll', false) as boolean;
	const limit = returnAll ? Infinity : (context.getNodeParameter('limit', 50) as number);
	const readPage = async (pageQuery: IDataObject) => {
		const options = { ...requestData.options, qs: { ...requestData.options.qs, ...pageQuery } };
		const [page] = await send(context, { ...requestData, options }, sending);
		return page?.json;
	};
	const records: INodeExecutionData[] = [];
	for await (const page of listPages(sending.node, String(requestData.options.url), readPage)) {
		records.push(...page.data.map((json) => ({ json })));
		if (records.length >= limit) break;
	}
	return records.slice(0, limit);
}

/**
 * The service's error, or the operation's closer look at it; requests are sent only once the scope
 * is read.
 */
async function explained(
	context: Context,
	spec: ExecutorSpec,
	error: NodeApiError,
	scope: ItemScope | undefined,
): Promise<NodeApiError> {
	if (!spec.explainFailure || !scope) return error;
	return await spec.explainFailure.call(context, error, scope);
}

/**
 * How a model can ask for less of what this operation returns, said in the note of a cut tool
 * output.
 */
function narrowingHint(spec: ExecutorSpec): string {
	const filters = (spec.query ?? []).map(({ parameter }) => parameter.split('.').pop());
	const ask =
		filters.length > 0
			? `Narrow the request with its filters (${filters.join(', ')}) or a lower limit`
			: 'Ask for one record at a time';
	return `${ask}; the tool's Output for the Agent setting raises these bounds.`;
}

/** One input item of a declared operation, from its checks to its output or error item. */
async function executeItem(
	this: Context,
	spec: ExecutorSpec,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const node = this.getNode();
	const itemIndex = this.getItemIndex();
	const ids: Record<string, string> = {};
	let scope: ItemScope | undefined;
	try {
		const connection = await getConnection(this);
		scope = scopeOf(this, spec, connection.apiVersion);
		// Ids are resolved before the filters and steps so that their errors name them too, and
		// again after, for placeholders a step adds (Render's language).
		const path = fillPath(this, String(requestData.options.url ?? ''), spec, ids);
		const qs = { ...requestData.options.qs, ...listFilterQuery(this, spec.query ?? [], scope) };
		let options = { ...requestData.options, url: path, qs } as IHttpRequestOptions;
		for (const step of spec.preSend ?? []) options = await step.call(this, options, scope);
		const url = `${scope.channel?.pathPrefix ?? ''}${fillPath(this, options.url, spec, ids)}`;
		// The base URL is set here, from the credential read above, rather than by an expression
		// in requestDefaults that n8n's engine would evaluate twice for every item.
		const request = { ...requestData, options: { ...options, baseURL: connection.baseUrl, url } };
		const sending: Sending = {
			node,
			write: spec.write,
			failureContext: {
				itemIndex,
				ids,
				channel: scope.channel?.displayName,
				requiredState: spec.requiredState,
				write: spec.write,
				secrets: [connection.apiKey],
			},
		};
		const items = spec.list
			? await collectPages(this, request, sending)
			: unwrapRecords(await send(this, request, sending));
		const added = typeof spec.emptyResult === 'function' ? spec.emptyResult.call(this) : {};
		const output = (spec.emptyResult ? [{ json: { success: true, ...ids, ...added } }] : items).map(
			(item) => ({
				...item,
				pairedItem: { item: itemIndex },
			}),
		);
		return runsAsTool(node)
			? boundToolOutput(output, toolOutputLimits(this), narrowingHint(spec))
			: output;
	} catch (caught) {
		const error =
			caught instanceof NodeApiError
				? await explained(this, spec, caught, scope)
				: caught instanceof NodeOperationError
					? caught
					: new NodeOperationError(node, caught as Error, { itemIndex });
		if (!this.continueOnFail() && !handsErrorsBack(node)) throw error;
		return [errorItem(error, ids, itemIndex)];
	}
}

/**
 * Runs one declared operation for one input item, in place of the routing engine's single
 * request: version checks before anything is sent, list filters, retries, cursor pages, the
 * service's errors in words, and output items paired with their input item. Why: see `operation`.
 */
export function createExecutor(spec: ExecutorSpec) {
	return async function execute(
		this: Context,
		requestData: DeclarativeRestApiSettings.ResultOptions,
	): Promise<INodeExecutionData[]> {
		// The routing engine starts every item at once; the pacer decides how many send at a time.
		return await pacerOf(this.getNode()).runItem(
			async () => await executeItem.call(this, spec, requestData),
		);
	};
}
