import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from '../transport/failureClass';
import {
	type ApiVersion,
	type Feature,
	type RecordKind,
	fieldFeature,
	hasFeature,
	missingEndpointFeature,
	missingFeatureMessage,
	parameterFeature,
} from '../versions';

type Context = { getNode(): INode };

// The path with its channel prefix, its ids filled in or not.
export interface RequestEndpoint {
	method: string;
	path: string;
}

export function requireFeatureFor(
	context: Context,
	version: ApiVersion,
	feature: Feature,
	itemIndex?: number,
): void {
	if (hasFeature(version, feature)) return;
	throw new NodeOperationError(context.getNode(), missingFeatureMessage(feature, version), {
		description: "Choose a newer 'API Version' in the Message Template Service API credential.",
		itemIndex,
		failure: CONFIGURATION_INVALID,
	});
}

export function requireEndpointFor(
	context: Context,
	version: ApiVersion,
	endpoint: RequestEndpoint,
	itemIndex?: number,
): void {
	const missing = missingEndpointFeature(version, endpoint.method, endpoint.path);
	if (missing) requireFeatureFor(context, version, missing, itemIndex);
}

export function requireParameterFor(
	context: Context,
	version: ApiVersion,
	endpoint: RequestEndpoint,
	name: string,
	itemIndex?: number,
): void {
	const feature = parameterFeature(endpoint.method, endpoint.path, name);
	if (feature) requireFeatureFor(context, version, feature, itemIndex);
}

// For what the node reads from an answer.
export function requireFieldFor(
	context: Context,
	version: ApiVersion,
	record: RecordKind,
	field: string,
	itemIndex?: number,
): void {
	const feature = fieldFeature(record, field);
	if (feature) requireFeatureFor(context, version, feature, itemIndex);
}
