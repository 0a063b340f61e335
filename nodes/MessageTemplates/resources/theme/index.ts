import type { INodeProperties } from 'n8n-workflow';

import { operationParameter } from '../../../shared/descriptions/resource';
import { getTheme, getThemeFields } from './get';
import { getManyThemes, getManyThemesFields } from './getMany';

export const themeDescription: INodeProperties[] = [
	operationParameter('theme', [getTheme, getManyThemes], 'getAll'),
	...getManyThemesFields,
	...getThemeFields,
];
