/**
 * The Content-Type of each answer, as the vendor document declares it: JSON in the versioned type
 * of the request (`application/vnd.service.<version>+json`), plain `application/json` where an
 * operation declares that, and no Content-Type at all on an empty body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { gettextMediaType, jsonMediaType } from '../nodes/shared/versions';
import type { ApiContext } from './versioning';

export function setAnswerMediaType(request: FastifyRequest, reply: FastifyReply, payload: unknown): void {
	if (payload === undefined || payload === null || payload === '') {
		void reply.removeHeader('content-type');
		return;
	}
	const api = request.api;
	// Before the version is known (a bad key or Accept), the error stays plain JSON.
	if (!api || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
	if (reply.statusCode < 300 && request.routeOptions.config.plainJson) return;
	void reply.header('content-type', `${jsonMediaType(api.version)}; charset=utf-8`);
}

/** The POT answer of localizationKeys, in the gettext type of the requested version. */
export function potMediaType(api: ApiContext): string {
	return `${gettextMediaType(api.version)}; charset=utf-8`;
}
