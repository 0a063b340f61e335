import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { ID_FORMATS } from '../ids';
import { checkId, isBlank } from './checkId';
import type { ItemScope, ListFilter } from './itemScope';
import { type RequestEndpoint, requireParameterFor } from './requireFeature';
import { requireText } from './requireText';

// A filter the version lacks (by the version table) stops the item, where the service would
// answer a bare 400. An empty filter is not sent: the service would match nothing.
export function listFilterQuery(
	context: IExecuteSingleFunctions,
	filters: readonly ListFilter[],
	scope: ItemScope,
	endpoint: RequestEndpoint,
): IDataObject {
	const query: IDataObject = {};
	for (const filter of filters) {
		const value = context.getNodeParameter(filter.parameter, '', { extractValue: true });
		if (isBlank(value)) continue;
		const name = filter.parameter.split('.').pop() as string;
		const text = ID_FORMATS[name]
			? checkId(context, name, value, {
					fix: "Pick it from the list in 'Filters', or use an ID copied from the service.",
				})
			: requireText(context, value, `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
		const sent = filter.toQuery ? filter.toQuery.call(context, text, scope) : text;
		if (sent === undefined) continue;
		requireParameterFor(context, scope.version, endpoint, name, scope.itemIndex);
		query[name] = sent;
	}
	return query;
}
