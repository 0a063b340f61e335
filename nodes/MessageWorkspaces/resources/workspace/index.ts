import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getManyWorkspaces, getManyWorkspacesFields } from './getMany';

export const workspaceDescription: INodeProperties[] = [
	operationParameter('workspace', [getManyWorkspaces], 'getAll'),
	...getManyWorkspacesFields,
];
