import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

/** The Resource parameter every action node opens with; each node lists its own resources. */
export function resourceParameter(
	options: INodePropertyOptions[],
	defaultValue: string,
): INodeProperties {
	return {
		displayName: 'Resource',
		name: 'resource',
		type: 'options',
		noDataExpression: true,
		options,
		default: defaultValue,
	};
}
