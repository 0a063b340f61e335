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
import type { ApiVersion } from '../versions';
import { checkId } from './checkId';
import { errorItem } from './errorItem';
import type { ItemScope, ListFilter, PreSendStep } from './itemScope';
import { listFilterQuery } from './listFilters';
import { unwrapRecords } from './records';
import { type RequestEndpoint, requireEndpointFor } from './requireFeature';
import { boundToolOutput, handsErrorsBack, runsAsTool, toolOutputLimits } from './toolVariant';

type Context = IExecutePaginationFunctions;

export interface ExecutorSpec {
	// A function where a parameter decides (a draft's localizations have channels, a block's not).
	channelScoped?: boolean | ((context: Context) => boolean);
	list?: boolean;
	query?: ListFilter[];
	// Writes are sent again only on 429: a server-side failure may have applied them.
	write: boolean;
	// Reported on empty answers and in errors.
	idOutputs?: Record<string, string>;
	emptyResult?: boolean;
	// Removes what it names: it answers `deleted` where others answer `success`, as n8n's
	// guidelines ask of a delete.
	deletes?: boolean;
	requiredState?: string;
	// Run here, inside the error handling, so a bad value fails with its item paired and On Error
	// honoured.
	preSend?: PreSendStep[];
	// Reads more when the service's answer alone cannot say what is wrong.
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

// What the endpoint needs comes from the version table, by the request's method and path.
function scopeOf(
	context: Context,
	spec: ExecutorSpec,
	version: ApiVersion,
	request: DeclarativeRestApiSettings.ResultOptions['options'],
): { scope: ItemScope; endpoint: RequestEndpoint } {
	const itemIndex = context.getItemIndex();
	const channel = channelOf(context, spec);
	const path = `${channel?.pathPrefix ?? ''}${request.url ?? ''}`;
	const endpoint = { method: request.method ?? 'GET', path };
	requireEndpointFor(context, version, endpoint, itemIndex);
	return { scope: { itemIndex, version, channel }, endpoint };
}

// Ids go into `ids` as read, so an error names those before the failing one.
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
	scope: ItemScope | undefined,
): Promise<NodeApiError> {
	if (!spec.explainFailure || !scope) return error;
	return await spec.explainFailure.call(context, error, scope);
}

function narrowingHint(spec: ExecutorSpec): string {
	const filters = (spec.query ?? []).map(({ parameter }) => parameter.split('.').pop());
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
	let scope: ItemScope | undefined;
	try {
		const connection = await getConnection(this);
		const settled = scopeOf(this, spec, connection.apiVersion, requestData.options);
		scope = settled.scope;
		// Ids are resolved before the steps so their errors name them, and again after for placeholders
		// a step adds (Render's language).
		const path = fillPath(this, String(requestData.options.url ?? ''), spec, ids);
		const filters = listFilterQuery(this, spec.query ?? [], scope, settled.endpoint);
		const qs = { ...requestData.options.qs, ...filters };
		let options = { ...requestData.options, url: path, qs } as IHttpRequestOptions;
		for (const step of spec.preSend ?? []) options = await step.call(this, options, scope);
		const url = `${scope.channel?.pathPrefix ?? ''}${fillPath(this, options.url, spec, ids)}`;
		// Set here rather than by an expression in requestDefaults, which n8n evaluates twice per item.
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
				? await explained(this, spec, caught, scope)
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
