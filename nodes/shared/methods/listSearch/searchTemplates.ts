import { listSearchOf } from '../searchList';

export const searchTemplates = listSearchOf({
	path: '/templates',
	channelScoped: true,
	serverNameFilter: 'name',
});
