import type { INodeParameters, INodeProperties, INodeType } from 'n8n-workflow';
import { NodeHelpers } from 'n8n-workflow';

/** The parameter the editor shows under this name for these values, as n8n picks it among same-named ones. */
export function shownParameter(
	nodeType: INodeType,
	parameters: INodeParameters,
	name: string,
): INodeProperties {
	const shown = nodeType.description.properties.filter(
		(property) =>
			property.name === name &&
			NodeHelpers.displayParameter(parameters, property, { typeVersion: 1 }, nodeType.description),
	);
	if (shown.length !== 1)
		throw new Error(
			`${shown.length} parameters named ${name} are shown for ${JSON.stringify(parameters)}`,
		);
	return shown[0];
}

/** The list method of a resource locator's "From List" mode. */
export function searchListMethodOf(property: INodeProperties): string {
	const list = property.modes?.find(({ name }) => name === 'list');
	const method = list?.typeOptions?.searchListMethod;
	if (!method) throw new Error(`${property.name} has no list to pick from`);
	return method;
}
