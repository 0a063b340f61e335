import { listSearchOf } from '../searchList';

export const searchThemes = listSearchOf({ path: '/themes' });
