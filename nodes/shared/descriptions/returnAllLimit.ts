import type { INodeProperties } from 'n8n-workflow';

// `limit` adjusts the Limit field for lists the service sends whole.
export function returnAllLimit(
	displayOptions: INodeProperties['displayOptions'],
	noun: string,
	limit: Partial<INodeProperties> = {},
): INodeProperties[] {
	return [
		{
			displayName: 'Return All',
			name: 'returnAll',
			type: 'boolean',
			default: false,
			description: 'Whether to return all results or only up to a given limit',
			displayOptions,
		},
		{
			displayName: 'Limit',
			name: 'limit',
			type: 'number',
			typeOptions: { minValue: 1 },
			default: 50,
			description: 'Max number of results to return',
			hint: `The service sends ${noun} 25 at a time; a limit of 50 reads two pages`,
			displayOptions: {
				...displayOptions,
				show: { ...displayOptions?.show, returnAll: [false] },
			},
			...limit,
		},
	];
}
