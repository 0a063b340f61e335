import { listSearchOf } from '../searchList';

export const searchBlocks = listSearchOf({ path: '/blocks' });
