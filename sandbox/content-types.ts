/** Request body parsers: JSON, bare text (review feedback) and PO files (translations). */
import type { FastifyInstance } from 'fastify';
import { invalidBody } from './errors';
import { decodePo, parsePo } from './gettext';
import type { BodyKind } from './route-config';

const MEDIA_TYPES: Readonly<Record<BodyKind, string>> = {
	json: 'application/json',
	text: 'text/plain',
	po: 'text/x-gettext-translation',
};

export function bodyKindOf(contentType: string | undefined): BodyKind | undefined {
	const mediaType = (contentType ?? '').split(';')[0].trim().toLowerCase();
	return (Object.keys(MEDIA_TYPES) as BodyKind[]).find((kind) => MEDIA_TYPES[kind] === mediaType);
}

/** The `charset` parameter of a Content-Type header, if it has one. */
function charsetOf(contentType: string | undefined): string | undefined {
	return /;\s*charset\s*=\s*"?([^";\s]+)/i.exec(contentType ?? '')?.[1];
}

export function describeBodyKinds(kinds: readonly BodyKind[]): string {
	return kinds.map((kind) => MEDIA_TYPES[kind]).join(' or ');
}

export function registerBodyParsers(app: FastifyInstance): void {
	app.removeAllContentTypeParsers();
	app.addContentTypeParser(MEDIA_TYPES.json, { parseAs: 'string' }, (_request, body, done) => {
		const text = String(body);
		if (text.trim() === '') return done(null, undefined);
		try {
			done(null, JSON.parse(text));
		} catch (error) {
			const reason = error instanceof Error ? error.message : 'unreadable';
			done(invalidBody(`The body is not valid JSON: ${reason}`), undefined);
		}
	});
	app.addContentTypeParser(MEDIA_TYPES.text, { parseAs: 'string' }, (_request, body, done) => {
		done(null, String(body));
	});
	app.addContentTypeParser(MEDIA_TYPES.po, { parseAs: 'buffer' }, (request, body, done) => {
		try {
			done(null, parsePo(decodePo(body as Buffer, charsetOf(request.headers['content-type']))));
		} catch (error) {
			done(error as Error, undefined);
		}
	});
}
