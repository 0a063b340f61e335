import type { INode } from 'n8n-workflow';
import { NodeOperationError } from 'n8n-workflow';

import { CONFIGURATION_INVALID } from '../transport/failureClass';
import { type ApiVersion, type Feature, hasFeature, missingFeatureMessage } from '../versions';

export function requireFeatureFor(
	context: { getNode(): INode },
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
