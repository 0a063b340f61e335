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
import { asNodeError, requestPolicy, withRetries } from '../transport/retry';
import { checkId, isBlank } from './checkId';
import { errorItem } from './errorItem';
import { type ListFilter, type PreSendStep, settleScope } from './itemScope';
import { checkedQuery } from './listFilters';
import { unwrapRecords } from './records';
import { type RequestPaths, pathOf } from './requestPaths';
import { requireEndpointFor } from './requireFeature';
import { boundToolOutput, handsErrorsBack, runsAsTool, toolOutputLimits } from './toolVariant';

type Context = IExecutePaginationFunctions;

export interface ExecutorSpec {
	// A function where a parameter decides (a draft's localizations have channels, a block's not).
	channelScoped?: boolean | ((context: Context) => boolean);
	list?: boolean;
	filters?: ListFilter[];
	// Read from the operation's URL: the features its path needs and the ids it reads, checked in
	// order before anything is sent and named in errors.
	paths: RequestPaths;
	// Writes are sent again only on 429: a server-side failure may have applied them.
	write: boolean;
	// Reported on empty answers and in errors.
	idOutputs?: Record<string, string>;
	emptyResult?: boolean;
	// Removes what it names: it answers `deleted` where others answer `success`, as n8n's
	// guidelines ask of a delete.
	deletes?: boolean;
	requiredState?: string;
	// Run here, inside the pacing and the error handling, so a bad value fails with its item paired
	// and On Error honoured, and a step that reads waits its turn.
	preSend?: PreSendStep[];
	// Reads more when the service's answer alone cannot say what is wrong.
	explainFailure?: (this: Context, error: NodeApiError) => Promise<NodeApiError>;
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

// Ids go into `ids` as read, so an error names those before the failing one.
function checkIds(
	context: Context,
	names: string[],
	spec: ExecutorSpec,
	ids: Record<string, string>,
	optional = false,
): void {
	for (const name of names) {
		const value = context.getNodeParameter(name, undefined, { extractValue: true });
		if (optional && isBlank(value)) continue;
		ids[spec.idOutputs?.[name] ?? name] = checkId(context, name, value);
	}
}

interface Sending {
	// n8n copies the node whole on every `getNode()`.
	node: INode;
	write: boolean;
	failureContext: FailureContext;
}

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

async function explained(
	context: Context,
	spec: ExecutorSpec,
	error: NodeApiError,
	scoped: boolean,
): Promise<NodeApiError> {
	if (!spec.explainFailure || !scoped) return error;
	return await spec.explainFailure.call(context, error);
}

function narrowingHint(spec: ExecutorSpec): string {
	const filters = (spec.filters ?? []).map(({ name }) => name);
	const ask =
		filters.length > 0
			? `Narrow the request with its filters (${filters.join(', ')}) or a lower limit`
			: 'Ask for one record at a time';
	return `${ask}; the tool's Output for the Agent setting raises these bounds.`;
}

async function executeItem(
	this: Context,
	spec: ExecutorSpec,
	requestData: DeclarativeRestApiSettings.ResultOptions,
): Promise<INodeExecutionData[]> {
	const node = this.getNode();
	const itemIndex = this.getItemIndex();
	const ids: Record<string, string> = {};
	// Only an item past its scope checks is explained.
	let scoped = false;
	try {
		const connection = await getConnection(this);
		const channel = channelOf(this, spec);
		const prefix = channel?.pathPrefix ?? '';
		let options = requestData.options as IHttpRequestOptions;
		const path = pathOf(spec.paths, options.url);
		const endpoint = { method: options.method ?? 'GET', path: `${prefix}${path.template}` };
		const version = connection.apiVersion;
		requireEndpointFor(this, version, endpoint, itemIndex);
		settleScope(this, { itemIndex, version, channel, endpoint });
		scoped = true;
		const { optionalIds } = spec.paths;
		const required = path.ids.filter((id) => !optionalIds.includes(id));
		checkIds(this, required, spec, ids);
		if (spec.filters) options = { ...options, qs: checkedQuery(this, spec.filters, options.qs) };
		for (const step of spec.preSend ?? []) options = await step.call(this, options);
		checkIds(this, optionalIds, spec, ids, true);
		// The channel's own paths are below its prefix.
		const request = { ...requestData, options: { ...options, url: `${prefix}${options.url}` } };
		const sending: Sending = {
			node,
			write: spec.write,
			failureContext: {
				itemIndex,
				ids,
				channel: channel?.displayName,
				requiredState: spec.requiredState,
				write: spec.write,
				secrets: [connection.apiKey],
			},
		};
		const items = spec.list
			? await collectPages(this, request, sending)
			: unwrapRecords(await send(this, request, sending));
		const done = spec.deletes ? { deleted: true } : { success: true };
		const output = (spec.emptyResult ? [{ json: { ...done, ...ids } }] : items).map((item) => ({
			...item,
			pairedItem: { item: itemIndex },
		}));
		return runsAsTool(node)
			? boundToolOutput(output, toolOutputLimits(this), narrowingHint(spec))
			: output;
	} catch (caught) {
		const error =
			caught instanceof NodeApiError
				? await explained(this, spec, caught, scoped)
				: asNodeError(node, caught, itemIndex);
		if (!this.continueOnFail() && !handsErrorsBack(node)) throw error;
		return [errorItem(error, ids, itemIndex)];
	}
}

// Replaces the routing engine's single request. Why: see `operation`.
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
