import { ID_FORMATS } from '../ids';
import { FEATURES, LATEST_VERSION } from '../versions';
import { explainConnectionFailure, inSeconds } from './connectionFailure';
import type { RequestFailure } from './failure';
import type { FailureContext } from './failureContext';
import { redact } from './redact';

interface Explanation {
	message: string;
	fix: string;
}

const FIELD_LABELS: Readonly<Record<string, string>> = {
	targetLanguage: 'Target Language',
	name: 'Name',
	status: 'Status',
	types: 'Types',
	tagIds: 'Tags',
	workspaceIds: 'Workspaces',
	cursor: 'the list position (cursor)',
};

function fieldLabel(name: string): string {
	return ID_FORMATS[name]?.label ?? FIELD_LABELS[name] ?? `"${name}"`;
}

function describeParameter(name: string): { what: string; field: string } {
	const indexed = /^(\w+)\[(\d+)\]$/.exec(name);
	if (!indexed) return { what: `the value of ${fieldLabel(name)}`, field: fieldLabel(name) };
	const field = fieldLabel(indexed[1]);
	return { what: `entry ${Number(indexed[2]) + 1} of ${field}`, field };
}

// A field that takes either a template or a draft is named by the id's kind.
function idLabel(name: string, id: string): string {
	if (name !== 'resourceId') return fieldLabel(name);
	return (
		[ID_FORMATS.templateId, ID_FORMATS.draftId].find(({ pattern }) => pattern.test(id))?.label ??
		fieldLabel(name)
	);
}

function describeIds(ids: Record<string, string>): string {
	return Object.entries(ids)
		.map(([name, id]) => `${idLabel(name, id)} ${id}`)
		.join(' and ');
}

function inChannel(context: FailureContext): string {
	return context.channel ? ` in ${context.channel}` : '';
}

function times(attempts = 1): string {
	return attempts === 1 ? 'once' : `${attempts} times`;
}

const CREDENTIAL = 'the Message Template Service API credential';

function explainNotFound(context: FailureContext): Explanation {
	const ids = context.ids ?? {};
	const template = `Template ${ids.templateId}`;
	const readDraftInstead = 'or read the draft itself with Message Drafts > Get';
	switch (context.notFound?.kind) {
		case 'unpublished':
			return {
				message: `${template} has no published draft.`,
				fix:
					'It exists, but none of its drafts has been published yet. Publish one (Message ' +
					`Drafts > Submit for Approval, then Approve), ${readDraftInstead}.`,
			};
		case 'missingOrUnpublished':
			return {
				message: `${template} was not found${inChannel(context)}, or it has no published draft.`,
				fix:
					"Check 'Template' and 'Channel'. If the template exists, publish one of its " +
					`drafts, ${readDraftInstead}. From API version ${FEATURES.listFilters.since} the ` +
					'node tells the two cases apart.',
			};
		case 'language': {
			const { of, languageId, languages, optional } = context.notFound;
			const leaveEmpty = "leave 'Language' empty for the default language";
			return {
				message: `${of} has no ${languageId} localization.`,
				fix: languages.length
					? `Its languages: ${languages.join(', ')}. Choose one of them in ` +
						`'Language'${optional ? `, or ${leaveEmpty}` : ''}.`
					: optional
						? "It has no localizations yet. Leave 'Language' empty for the default language."
						: 'It has no localizations yet. Add one with Localization > Create or Update first.',
			};
		}
		case 'theme':
			return {
				message: `Theme ${context.notFound.themeId} was not found.`,
				fix: "Pick the theme from the list, or leave 'Theme' empty for the default styling.",
			};
	}
	const entries = Object.keys(ids);
	if (entries.length === 0) {
		return {
			message: 'The service found nothing at this address.',
			fix:
				`Check that the 'Base URL' in ${CREDENTIAL} points at the service, including any path ` +
				'after the host.',
		};
	}
	return {
		message:
			entries.length === 1
				? `${describeIds(ids)} was not found${inChannel(context)}.`
				: `Nothing was found for ${describeIds(ids)}${inChannel(context)}.`,
		fix:
			`Pick it from the list, or check the ID${context.channel ? " and 'Channel'" : ''}: ` +
			'it may have been deleted or archived.',
	};
}

function checkWrite(context: FailureContext): string {
	const ids = context.ids ?? {};
	const what = Object.keys(ids).length
		? `read ${describeIds(ids)} with the matching Get operation`
		: 'read it with the matching Get or Get Many operation';
	return (
		`Before you run the node again, check whether it did: ${what}. The node did not send it ` +
		'again, so it was not applied twice.'
	);
}

// The query is left out: it may carry a token.
function redirectTarget(failure: RequestFailure): URL | undefined {
	if (!failure.location) return undefined;
	try {
		return new URL(failure.location, failure.requestUrl ?? failure.address);
	} catch {
		return undefined;
	}
}

function explainRedirect(failure: RequestFailure): Explanation {
	const target = redirectTarget(failure);
	const service = failure.address ? `The service at ${failure.address}` : 'The service';
	const elsewhere =
		target && failure.address && target.origin !== failure.address
			? `; it pointed at ${target.origin}`
			: '';
	return {
		message: target
			? `${service} redirected the request to ${target.origin}${target.pathname}.`
			: `${service} answered with a redirect (HTTP ${failure.status}) that names no address.`,
		fix:
			'Redirects are not followed, so the API key is never sent to another address. If the ' +
			`service has moved, enter its new address as the 'Base URL' in ${CREDENTIAL}${elsewhere}.`,
	};
}

function explainRateLimit(failure: RequestFailure, context: FailureContext): Explanation {
	const settings = context.settings;
	if (!context.rateLimitTooLong || failure.retryAfterSeconds === undefined || !settings) {
		return {
			message: "The service's rate limit was reached.",
			fix:
				`The request was sent ${times(context.attempts)} and kept being limited. Wait a ` +
				'minute, or process fewer items per run.',
		};
	}
	const cap = inSeconds(settings.rateLimitCapMs);
	const advice = {
		node:
			`That is longer than Max Rate-Limit Wait (${cap}), so the node stopped instead of ` +
			"waiting. Raise Max Rate-Limit Wait under the node's Settings > Request Options to let " +
			'it wait, or run the workflow again after that time.',
		editor:
			`That is longer than the editor's lists wait (${cap}). Open the list again after that ` +
			'time.',
		fixed: `That is longer than the node waits (${cap}). Run it again after that time.`,
	}[settings.adjustable];
	return {
		message:
			`The service asked to wait ${inSeconds(failure.retryAfterSeconds * 1000)} before the ` +
			'next request.',
		fix: advice,
	};
}

// 406 and 415 are about the media type; a 400 is when the service's message names the Accept
// header and no parameter.
function refusesAccept(failure: RequestFailure, parameter: string | undefined): boolean {
	if (failure.status === 406 || failure.status === 415) return true;
	const message = typeof failure.body?.message === 'string' ? failure.body.message : '';
	return failure.status === 400 && !parameter && /\baccept\b/i.test(message);
}

function explain(failure: RequestFailure, context: FailureContext): Explanation {
	const code = typeof failure.body?.code === 'string' ? failure.body.code : undefined;
	const parameter =
		typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	if (failure.status !== undefined && failure.status >= 300 && failure.status < 400)
		return explainRedirect(failure);
	if (refusesAccept(failure, parameter)) {
		const asked = context.mediaType ? `, ${context.mediaType}` : '';
		const status = failure.status === 400 ? '' : ` (HTTP ${failure.status})`;
		return {
			message: `The service did not accept the media type the request asked for${asked}${status}.`,
			fix:
				`Check 'API Version' in ${CREDENTIAL} (the newest the package knows is ` +
				`${LATEST_VERSION}), and 'Media Type Name' there: the name in the service's media ` +
				'types, application/vnd.<name>.<version>+json.',
		};
	}
	switch (failure.status) {
		case undefined:
			return explainConnectionFailure(failure.networkCode, failure.address, {
				timeoutMs: context.timeoutMs,
				adjustable: context.settings?.adjustable,
				checkWrite: context.write ? checkWrite(context) : undefined,
			});
		case 400:
			if (context.apiVersion !== undefined && !parameter) {
				return {
					message: `The service does not accept API version ${context.apiVersion}.`,
					fix:
						`Choose another 'API Version' in ${CREDENTIAL}: the newest the package knows is ` +
						`${LATEST_VERSION}.`,
				};
			}
			return parameter
				? {
						message: `The service did not accept ${describeParameter(parameter).what}.`,
						fix: `Correct ${describeParameter(parameter).field} and run the node again.`,
					}
				: {
						message: 'The service did not accept the request.',
						fix: "Check this operation's fields against the service's message.",
					};
		case 401:
			return {
				message: 'The service did not accept the API key.',
				fix: `Check the 'API Key' in ${CREDENTIAL}.`,
			};
		case 403: {
			if (code !== 'prohibited_action') {
				return {
					message: 'The API key is not allowed to do this.',
					fix: `Use a key with write access in ${CREDENTIAL}.`,
				};
			}
			const draft = context.ids?.draftId ? `Draft ${context.ids.draftId}` : 'The draft';
			const needs = context.requiredState ? `This operation needs ${context.requiredState}. ` : '';
			return {
				message: `${draft} is not in a state that allows this operation.`,
				fix:
					`${needs}Read the draft's status with Message Drafts > Get, and run the operation ` +
					'that fits it.',
			};
		}
		case 404:
			return explainNotFound(context);
		case 429:
			return explainRateLimit(failure, context);
		default:
			return failure.status >= 500
				? {
						message: `The service failed to answer (HTTP ${failure.status}).`,
						fix: context.write
							? `The service may have applied it all the same. ${checkWrite(context)}`
							: `The request was sent ${times(context.attempts)}. Try again later.`,
					}
				: {
						message: `The service refused the request (HTTP ${failure.status}).`,
						fix: "Check this operation's fields against the service's message.",
					};
	}
}

function asSentence(text: string): string {
	const trimmed = text.trim();
	return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

// Built from the service's answer only, secrets taken out: a service may echo the Authorization
// header in its message.
export function describeFailure(
	failure: RequestFailure,
	context: FailureContext = {},
): { message: string; description: string } {
	const shown = redact(failure, context.secrets);
	const { message, fix } = explain(shown, context);
	return { message, description: describeBody(shown, fix) };
}

function describeBody(failure: RequestFailure, fix: string): string {
	const serviceMessage =
		typeof failure.body?.message === 'string' ? failure.body.message : undefined;
	const parameter =
		typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	return [
		serviceMessage && `Service message: ${asSentence(serviceMessage)}`,
		parameter && `The service named the parameter ${parameter}.`,
		fix,
	]
		.filter(Boolean)
		.join('\n');
}
