import type { INodeProperties } from 'n8n-workflow';

import { getTheme, getThemeFields } from './get';
import { getManyThemes, getManyThemesFields } from './getMany';

export const themeDescription: INodeProperties[] = [
	{
		displayName: 'Operation',
		name: 'operation',
		type: 'options',
		noDataExpression: true,
		displayOptions: { show: { resource: ['theme'] } },
		options: [getTheme, getManyThemes],
		default: 'getAll',
	},
	...getManyThemesFields,
	...getThemeFields,
];
