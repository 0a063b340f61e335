import { listSearchOf } from '../searchList';

// Nested folders are reached by id or Get Tree.
export const searchFolders = listSearchOf({ path: '/workspaces' });
