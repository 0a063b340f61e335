import { listSearchOf } from '../searchList';

/** Workspaces, the top of the folder hierarchy; nested folders are reached by id or Get Tree. */
export const searchFolders = listSearchOf({ path: '/workspaces' });
