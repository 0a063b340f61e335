import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { assignmentResult, checkAssignment } from '../../helpers/assignment';
import { assignmentFields } from './assignmentFields';

export const assignTags = operation({
	name: 'Assign',
	value: 'assign',
	action: 'Assign tags to a template or draft',
	description:
		'Add tags to a template or draft. Each tag must be active, allow the resource type and ' +
		"be available in the resource's workspace.",
	routing: {
		request: { method: 'PUT', url: '=/tags/assign/{{ String($parameter.resourceId).trim() }}' },
		output: { postReceive: [assignmentResult] },
	},
	messageTemplates: { preSend: [checkAssignment] },
});

export const assignTagsFields: INodeProperties[] = assignmentFields('assign', 'tag');
