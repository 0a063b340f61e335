import { listSearchOf } from '../searchList';

/** Published templates of the node's channel; the service filters by name from 2026.06. */
export const searchTemplates = listSearchOf({
	path: '/templates',
	channelScoped: true,
	serverNameFilter: { parameter: 'name', feature: 'listFilters' },
});
