import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId, isBlank } from '../../shared/helpers/checkId';
import { requireFeatureFor } from '../../shared/helpers/requireFeature';
import { ID_FORMATS } from '../../shared/ids';
import type { ItemScope, PreSendStep } from '../../shared/routing/itemScope';
import type { Feature } from '../../shared/versions';

/**
 * Pre-send for a list's "Filters" collection: each filter that is set becomes a query parameter
 * of the same name. Id filters are checked for their shape, and filters the credential's version
 * lacks stop the run before anything is sent, where the service would only answer a bare 400.
 */
export function sendListFilters(names: readonly string[], feature?: Feature): PreSendStep {
	return async function (this: IExecuteSingleFunctions, requestOptions: IHttpRequestOptions, scope: ItemScope) {
		const filters: IDataObject = {};
		for (const name of names) {
			const value = this.getNodeParameter(`filters.${name}`, '', { extractValue: true });
			if (isBlank(value)) continue;
			filters[name] = ID_FORMATS[name]
				? checkId(this, name, value, { fix: 'Pick it from the list in Filters, or use an id copied from the service.' })
				: value;
		}
		if (feature && Object.keys(filters).length > 0) {
			requireFeatureFor(this, scope.version, feature, scope.itemIndex);
		}
		return { ...requestOptions, qs: { ...requestOptions.qs, ...filters } };
	};
}
