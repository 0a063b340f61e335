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
export async function createTagBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const body = {
		name: checkedName(this, this.getNodeParameter('name')),
		types: checkedTypes(this, this.getNodeParameter('types')),
		workspaceIds: checkedWorkspaceIds(this, this.getNodeParameter('workspaceIds')),
	};
	return { ...requestOptions, body };
}

// Only the fields the user added, so the others keep their values on the service.
export async function updateTagBody(
	this: IExecuteSingleFunctions,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const fields = this.getNodeParameter('updateFields', {}) as IDataObject;
	const body: IDataObject = {};
	if (fields.name !== undefined) body.name = checkedName(this, fields.name);
	if (fields.types !== undefined) body.types = checkedTypes(this, fields.types);
	if (fields.workspaceIds !== undefined)
		body.workspaceIds = checkedWorkspaceIds(this, fields.workspaceIds);
	if (fields.status !== undefined) body.status = fields.status;
	if (Object.keys(body).length === 0) {
		invalidInput(
			this,
			'Nothing to update.',
			'Add at least one of Name, Status, Types and Workspaces under Update Fields.',
		);
	}
	return { ...requestOptions, body };
}
