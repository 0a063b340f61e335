/** What each route declares about itself, read by the request pipeline in server.ts. */
import type { FastifyRequest } from 'fastify';
import type { Endpoint } from '../nodes/shared/versions';
import type { ApiContext } from './versioning';

/** Path parameters by name, as the router decoded them. */
export type PathParams = Record<string, string>;

/** Request body forms: JSON, a bare `text/plain` string, or a gettext PO file. */
export type BodyKind = 'json' | 'text' | 'po';

declare module 'fastify' {
	interface FastifyContextConfig {
		/** `/_sandbox/...`: outside the interface, no version, not logged or rate limited. */
		admin?: boolean;
		/**
		 * The endpoint as the version table has it: the features it needs (absent ones make it 404)
		 * and the query parameters that came later. Set by the server when the route is added.
		 */
		endpoint?: Endpoint;
		/** Body forms the operation accepts; JSON when not given. */
		bodyKinds?: readonly BodyKind[];
		bodyRequired?: boolean;
		/** The operation can answer a POT file when Accept asks for gettext. */
		gettext?: boolean;
		/** The document declares `application/json` for the success answer, not the versioned type. */
		plainJson?: boolean;
		/**
		 * Finds the resources the path names and throws 404 for a missing one. It runs before the
		 * parameters and the body are validated: a request about nothing is 404 whatever else is wrong.
		 */
		exists?: (params: PathParams) => unknown;
	}

	interface FastifyRequest {
		api: ApiContext | null;
		/** Requests of the interface being served when this one came, itself included. */
		concurrent: number;
	}
}

export function apiOf(request: FastifyRequest): ApiContext {
	if (!request.api) throw new Error('The version hook did not run for this route');
	return request.api;
}
