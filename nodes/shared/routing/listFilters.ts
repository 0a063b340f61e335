import type { IDataObject, IExecuteSingleFunctions } from 'n8n-workflow';

import { ID_FORMATS } from '../ids';
import { checkId, isBlank } from './checkId';
import { type ListFilter, itemScope } from './itemScope';
import { requireParameterFor } from './requireFeature';
import { requireText } from './requireText';

// The filters n8n put in the query, checked. A filter the version lacks (by the version table)
// stops the item, where the service would answer a bare 400. An empty filter is not sent: the
// service would match nothing.
export function checkedQuery(
	context: IExecuteSingleFunctions,
	filters: readonly ListFilter[],
	qs: IDataObject | undefined,
): IDataObject {
	const { version, endpoint, itemIndex } = itemScope(context);
	const query: IDataObject = { ...qs };
	for (const filter of filters) {
		const { name } = filter;
		const value = query[name];
		delete query[name];
		if (isBlank(value)) continue;
		const text = ID_FORMATS[name]
			? checkId(context, name, value, {
					fix: "Pick it from the list in 'Filters', or use an ID copied from the service.",
				})
			: requireText(context, value, `${name.charAt(0).toUpperCase()}${name.slice(1)}`);
		const sent = filter.toQuery ? filter.toQuery.call(context, text) : text;
		if (sent === undefined) continue;
		requireParameterFor(context, version, endpoint, name, itemIndex);
		query[name] = sent;
	}
	return query;
}
