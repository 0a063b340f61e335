/** Moving drafts through their life cycle on every channel: submit, review, translation lock. */
import type { FastifyInstance } from 'fastify';
import {
	lockForTranslation,
	review,
	type ReviewDecision,
	submitForApproval,
	unlockForTranslation,
} from '../lifecycle';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { EMPTY_BODY, NO_QUERY, pathParameters } from '../schemas';
import { CHANNEL_LIST, findDraft } from './channel-reads';

const REVIEWS: ReadonlyArray<{ path: string; decision: ReviewDecision }> = [
	{ path: 'approve', decision: 'approved' },
	{ path: 'approveAll', decision: 'approvedAll' },
	{ path: 'reject', decision: 'rejected' },
];

/** Locking for translation and unlocking: one path, two methods. */
const TRANSLATION_LOCK = [
	{ method: 'PUT', change: lockForTranslation },
	{ method: 'DELETE', change: unlockForTranslation },
] as const;

export function registerDraftLifecycleRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const params = pathParameters('draftId');
	for (const channel of CHANNEL_LIST) {
		const prefix = channel.pathPrefix;
		const locate = ({ draftId }: PathParams) => findDraft(runtime.store, channel, draftId);
		const draftOf = (request: { params: unknown }) => locate(request.params as PathParams);

		app.post(`${prefix}/drafts/:draftId/publishRequest`, {
			config: { exists: locate },
			schema: { params, querystring: NO_QUERY, body: EMPTY_BODY },
			handler: async (request, reply) => {
				submitForApproval(draftOf(request).draft, runtime.now());
				return reply.send();
			},
		});

		for (const { path, decision } of REVIEWS) {
			app.post(`${prefix}/drafts/:draftId/publish/${path}`, {
				// Feedback is a bare text/plain string, and optional.
				config: { bodyKinds: ['text'], exists: locate },
				schema: { params, querystring: NO_QUERY },
				handler: async (request, reply) => {
					const { draft, template } = draftOf(request);
					const feedback = typeof request.body === 'string' ? request.body : '';
					review(runtime.store, template, draft, decision, feedback, runtime.now());
					return reply.send();
				},
			});
		}

		// The document answers both with 204 and no body.
		for (const { method, change } of TRANSLATION_LOCK) {
			app.route({
				method,
				url: `${prefix}/drafts/:draftId/lockForTranslation`,
				config: { exists: locate },
				schema: { params, querystring: NO_QUERY, body: EMPTY_BODY },
				handler: async (request, reply) => {
					change(draftOf(request).draft, runtime.now());
					return reply.code(204).send();
				},
			});
		}
	}
}
