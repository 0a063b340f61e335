import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';

import { checkId } from '../../shared/routing/checkId';
import { requireText } from '../../shared/routing/requireText';
import { toIdList } from './idList';
import { invalidInput } from './invalidInput';

const MAX_NAME_LENGTH = 255;
const TAG_TYPES = ['template', 'draft', 'block'];

function checkedName(context: IExecuteSingleFunctions, value: unknown): string {
	const name = requireText(context, value === undefined ? '' : value, 'Name').trim();
	if (name === '') invalidInput(context, 'Name is empty.', 'Enter a name for the tag.');
	// Counted in characters, not UTF-16 units, as the service counts them.
	const length = [...name].length;
	if (length > MAX_NAME_LENGTH) {
		invalidInput(
			context,
			`Name is ${length} characters long; a tag name can have at most ${MAX_NAME_LENGTH}.`,
			`Shorten the Name to ${MAX_NAME_LENGTH} characters or fewer.`,
		);
	}
	return name;
}

function checkedTypes(context: IExecuteSingleFunctions, value: unknown): string[] {
	const types = toIdList(value);
	if (types.length === 0)
		invalidInput(context, 'Types is empty.', 'Choose at least one of Template, Draft and Block.');
	const unknown = types.find((type) => !TAG_TYPES.includes(type));
	if (unknown !== undefined) {
		invalidInput(
			context,
			`Types: "${unknown}" is not a resource type.`,
			`Use ${TAG_TYPES.join(', ')}.`,
		);
	}
	return types;
}

// No workspaces is a choice: the service then lets the tag be used in every workspace.
function checkedWorkspaceIds(context: IExecuteSingleFunctions, value: unknown): string[] {
	const workspaceIds = toIdList(value);
	const fix = 'Pick the workspaces from the list, or use ids copied from the service.';
	return workspaceIds.map((workspaceId) =>
		checkId(context, 'workspaceId', workspaceId, { field: 'Workspaces', fix }),
	);
}

// Checked before sending so a bad field never reaches the service. It needs none of them.
export async function checkTagBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const given = requestOptions.body as IDataObject;
	const body = {
		name: checkedName(this, given.name),
		types: checkedTypes(this, given.types),
		workspaceIds: checkedWorkspaceIds(this, given.workspaceIds),
	};
	return { ...requestOptions, body };
}

// n8n sends only the fields the user added, so the others keep their values on the service.
export async function checkTagUpdate(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const body = { ...(requestOptions.body as IDataObject) };
	if (body.name !== undefined) body.name = checkedName(this, body.name);
	if (body.types !== undefined) body.types = checkedTypes(this, body.types);
	if (body.workspaceIds !== undefined)
		body.workspaceIds = checkedWorkspaceIds(this, body.workspaceIds);
	if (Object.keys(body).length === 0) {
		invalidInput(
			this,
			'Nothing to update.',
			'Add at least one of Name, Status, Types and Workspaces under Update Fields.',
		);
	}
	return { ...requestOptions, body };
}
