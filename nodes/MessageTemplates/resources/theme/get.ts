import type { INodeProperties } from 'n8n-workflow';

import { resourceLocator } from '../../../shared/descriptions/resourceLocator';
import { operation } from '../../../shared/routing/operation';
import { outputChoice } from '../../../shared/descriptions/output';

export const getTheme = operation({
	name: 'Get',
	value: 'get',
	action: 'Get a theme',
	description: 'Read one theme (email styling) by its ID',
	routing: { request: { method: 'GET', url: '=/themes/{{ String($parameter.themeId).trim() }}' } },
});

export const getThemeFields: INodeProperties[] = [
	resourceLocator({
		name: 'themeId',
		searchListMethod: 'searchThemes',
		description: 'The theme to read; its ID starts with thm_',
		displayOptions: { show: { resource: ['theme'], operation: ['get'] } },
	}),
	...outputChoice({ show: { resource: ['theme'], operation: ['get'] } }, 'theme'),
];
