import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError, jsonParse } from 'n8n-workflow';

import { requireText } from '../../shared/routing/requireText';

interface VariableField {
	name?: unknown;
	value?: unknown;
}

// jsonParse throws when the fallback is undefined.
const NOT_JSON = Symbol('not JSON');

function isPlainObject(value: unknown): value is IDataObject {
	return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export async function collectRenderVariables(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const itemIndex = this.getItemIndex();
	const fail = (message: string, description: string): never => {
		throw new NodeOperationError(this.getNode(), message, { description, itemIndex });
	};
	// The fields' routing puts them in the body under their own names; the service takes the
	// variables themselves as the body.
	const given = (requestOptions.body ?? {}) as IDataObject;
	const source = this.getNodeParameter('variablesSource', 'fields') as string;
	let variables: IDataObject = {};
	if (source === 'fields') {
		const { variable: fields = [] } = (given.variables ?? {}) as { variable?: VariableField[] };
		for (const { name, value } of fields) {
			const key = requireText(this, name === undefined ? '' : name, 'Variable Name').trim();
			if (key === '')
				fail('A variable has no name.', 'Give every row of Variables a name, such as first_name.');
			variables[key] = value as IDataObject[string];
		}
	} else if (source === 'json') {
		const raw = given.variablesJson === undefined ? '{}' : given.variablesJson;
		const parsed: unknown =
			typeof raw === 'string'
				? jsonParse<unknown>(raw.trim() === '' ? '{}' : raw, { fallbackValue: NOT_JSON })
				: raw;
		const fix =
			'Enter an object whose members are the template variables, such as {"first_name": ' +
			'"Ann", "order_id": 42}.';
		if (parsed === NOT_JSON) fail('Variables (JSON) is not valid JSON.', fix);
		if (!isPlainObject(parsed)) fail('Variables (JSON) is not a JSON object.', fix);
		variables = parsed as IDataObject;
	} else {
		variables = { ...this.getInputData().json };
	}
	return { ...requestOptions, body: variables };
}
