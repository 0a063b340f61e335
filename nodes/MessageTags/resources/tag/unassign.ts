import type { INodeProperties } from 'n8n-workflow';

import { operation } from '../../../shared/routing/operation';
import { assignmentResult, checkAssignment } from '../../helpers/assignment';
import { assignmentFields } from './assignmentFields';

export const unassignTags = operation({
	name: 'Unassign',
	value: 'unassign',
	action: 'Remove tags from a template or draft',
	description: 'Take tags off a template or draft; the tags themselves are kept',
	routing: {
		request: { method: 'POST', url: '=/tags/unassign/{{ String($parameter.resourceId).trim() }}' },
		output: { postReceive: [assignmentResult] },
	},
	messageTemplates: { preSend: [checkAssignment] },
});

export const unassignTagsFields: INodeProperties[] = assignmentFields('unassign', 'untag');
