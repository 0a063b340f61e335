/** Customer profiles: shared variable data, one of them the account's unnamed global profile. */
import type { FastifyInstance } from 'fastify';
import { pageBySeq } from '../pagination';
import { effectiveWorkspaceIds, presentCustomerProfile } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { NO_QUERY, pathParameters, queryParameters } from '../schemas';
import { viewOf } from './channel-reads';
import { recordOf } from './records';

export function registerCustomerProfileRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const profileOf = recordOf(
		runtime,
		(store) => store.customerProfiles,
		'customerProfileId',
		'customer profile',
	);

	app.get('/customerprofiles', {
		schema: { querystring: queryParameters(['cursor', 'workspaceId']) },
		handler: async (request) => {
			const view = viewOf(runtime, request);
			const { cursor, workspaceId } = request.query as { cursor?: string; workspaceId?: string };
			return pageBySeq(
				view.store,
				view.store.customerProfiles.items,
				{
					scope: 'customerprofiles',
					cursor,
					matches: (profile) =>
						workspaceId === undefined ||
						profile.workspaceIds.includes(workspaceId) ||
						effectiveWorkspaceIds(view, profile).includes(workspaceId),
				},
				(profile) => presentCustomerProfile(view, profile),
			);
		},
	});

	app.get('/customerprofiles/:customerProfileId', {
		config: { exists: profileOf },
		schema: { params: pathParameters('customerProfileId'), querystring: NO_QUERY },
		handler: async (request) =>
			presentCustomerProfile(viewOf(runtime, request), profileOf(request.params as PathParams)),
	});
}
