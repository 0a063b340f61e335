import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';

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
