/**
 * The Content-Type of each answer, as the vendor document declares it: JSON in the versioned type
 * of the request (`application/vnd.service.<version>+json`, with the channel's suffix after the
 * version for live activity), plain `application/json` where an operation declares that, and no
 * Content-Type at all on an empty body.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHANNELS, CHANNEL_NAMES, type Channel } from '../nodes/shared/channels';
import { gettextMediaType, jsonMediaType } from '../nodes/shared/versions';
import type { ApiContext } from './versioning';

const PREFIXED_CHANNELS: readonly Channel[] = CHANNEL_NAMES.map((name) => CHANNELS[name]).filter(
	(channel) => channel.pathPrefix !== '',
);

/** The version as it stands in the media types of the route's answers. */
function answerVersion(request: FastifyRequest, api: ApiContext): string {
	const route = request.routeOptions.url ?? '';
	const channel = PREFIXED_CHANNELS.find((each) => route.startsWith(`${each.pathPrefix}/`));
	return `${api.version}${channel?.answerVersionSuffix ?? ''}`;
}

export function setAnswerMediaType(
	request: FastifyRequest,
	reply: FastifyReply,
	payload: unknown,
	mediaTypeName: string,
): void {
	if (payload === undefined || payload === null || payload === '') {
		void reply.removeHeader('content-type');
		return;
	}
	const api = request.api;
	// Before the version is known (a bad key or Accept), the error stays plain JSON.
	if (!api || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return;
	if (reply.statusCode < 300 && request.routeOptions.config.plainJson) return;
	void reply.header(
		'content-type',
		`${jsonMediaType(answerVersion(request, api), mediaTypeName)}; charset=utf-8`,
	);
}

/** The POT answer of localizationKeys, in the gettext type of the requested version. */
export function potMediaType(
	request: FastifyRequest,
	api: ApiContext,
	mediaTypeName: string,
): string {
	return `${gettextMediaType(answerVersion(request, api), mediaTypeName)}; charset=utf-8`;
}
