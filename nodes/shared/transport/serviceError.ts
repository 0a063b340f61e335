import type { INode, JsonObject } from 'n8n-workflow';
import { NodeApiError } from 'n8n-workflow';

import { ID_FORMATS } from '../ids';
import { explainConnectionFailure } from './connectionFailure';
import type { RequestFailure } from './failure';

/**
 * What an extra read on the error path found out about a 404 that the service words the same way
 * for several causes (see explainTemplateNotFound).
 */
export type NotFoundCause =
	/** The template exists but has never been published. */
	| { kind: 'unpublished' }
	/** The version cannot tell a missing template from one that was never published. */
	| { kind: 'missingOrUnpublished' }
	/**
	 * The template, draft or block (`of`, as "Draft tdft_1") has no localization for this language;
	 * `optional` when Language may be left empty for the default language.
	 */
	| { kind: 'language'; of: string; languageId: string; languages: string[]; optional: boolean }
	/** The template is fine: the theme is what is missing. */
	| { kind: 'theme'; themeId: string };

/** What the node knows about the request that failed, to say which ids and states were involved. */
export interface FailureContext {
	itemIndex?: number;
	/** The ids the operation acted on, by parameter name: `{ draftId: 'tdft_1' }`. */
	ids?: Record<string, string>;
	/** The channel's display name, for operations that have one. */
	channel?: string;
	/** For a 403 prohibited_action: the state the operation needs, in words. */
	requiredState?: string;
	/** How many times the request was sent before giving up. */
	attempts?: number;
	notFound?: NotFoundCause;
}

interface Explanation {
	message: string;
	fix: string;
}

/** Service parameter names as the editor labels the fields they come from. */
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

/** "the value of Target Language", or "entry 2 of Tags" for the service's `tagIds[1]`. */
function describeParameter(name: string): { what: string; field: string } {
	const indexed = /^(\w+)\[(\d+)\]$/.exec(name);
	if (!indexed) return { what: `the value of ${fieldLabel(name)}`, field: fieldLabel(name) };
	const field = fieldLabel(indexed[1]);
	return { what: `entry ${Number(indexed[2]) + 1} of ${field}`, field };
}

/** The label of an id; a field that takes either a template or a draft is named by the id's kind. */
function idLabel(name: string, id: string): string {
	if (name !== 'resourceId') return fieldLabel(name);
	return [ID_FORMATS.templateId, ID_FORMATS.draftId].find(({ pattern }) => pattern.test(id))?.label ?? fieldLabel(name);
}

/** "Template tem_1", or "Draft tdft_1 and Language fr-FR". */
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
				fix: `It exists, but none of its drafts has been published yet. Publish one (Message Drafts > Submit for Approval, then Approve), ${readDraftInstead}.`,
			};
		case 'missingOrUnpublished':
			return {
				message: `${template} was not found${inChannel(context)}, or it has no published draft.`,
				fix: `Check the Template and the Channel. If the template exists, publish one of its drafts, ${readDraftInstead}. From API version 2026.06 the node tells the two cases apart.`,
			};
		case 'language': {
			const { of, languageId, languages, optional } = context.notFound;
			const leaveEmpty = 'leave Language empty for the default language';
			return {
				message: `${of} has no ${languageId} localization.`,
				fix: languages.length
					? `Its languages: ${languages.join(', ')}. Choose one of them in Language${optional ? `, or ${leaveEmpty}` : ''}.`
					: `It has no localizations yet. ${optional ? `Leave Language empty for the default language.` : 'Add one with Localization > Create or Update first.'}`,
			};
		}
		case 'theme':
			return {
				message: `Theme ${context.notFound.themeId} was not found.`,
				fix: 'Pick the theme from the list, or leave Theme empty for the default styling.',
			};
	}
	const entries = Object.keys(ids);
	if (entries.length === 0) {
		return {
			message: 'The service found nothing at this address.',
			fix: `Check that the Base URL in ${CREDENTIAL} points at the service, including any path after the host.`,
		};
	}
	return {
		message:
			entries.length === 1
				? `${describeIds(ids)} was not found${inChannel(context)}.`
				: `Nothing was found for ${describeIds(ids)}${inChannel(context)}.`,
		fix: `Pick it from the list, or check the ID${context.channel ? ' and the Channel' : ''}: it may have been deleted or archived.`,
	};
}

function explain(failure: RequestFailure, context: FailureContext): Explanation {
	const code = typeof failure.body?.code === 'string' ? failure.body.code : undefined;
	const parameter = typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	switch (failure.status) {
		case undefined:
			return explainConnectionFailure(failure.networkCode, failure.address);
		case 400:
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
				fix: `Check the API Key in ${CREDENTIAL}.`,
			};
		case 403:
			return code === 'prohibited_action'
				? {
						message: `${context.ids?.draftId ? `Draft ${context.ids.draftId}` : 'The draft'} is not in a state that allows this operation.`,
						fix: `${context.requiredState ? `This operation needs ${context.requiredState}. ` : ''}Read the draft's status with Message Drafts > Get, and run the operation that fits it.`,
					}
				: {
						message: 'The API key is not allowed to do this.',
						fix: `Use a key with write access in ${CREDENTIAL}.`,
					};
		case 404:
			return explainNotFound(context);
		case 429:
			return {
				message: "The service's rate limit was reached.",
				fix: `The request was sent ${times(context.attempts)} and kept being limited. Wait a minute, or process fewer items per run.`,
			};
		default:
			return failure.status >= 500
				? {
						message: `The service failed to answer (HTTP ${failure.status}).`,
						fix: `The request was sent ${times(context.attempts)}. Try again later.`,
					}
				: {
						message: `The service refused the request (HTTP ${failure.status}).`,
						fix: "Check this operation's fields against the service's message.",
					};
	}
}

/** The service's own words end like ours, with a full stop. */
function asSentence(text: string): string {
	const trimmed = text.trim();
	return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

/** Each error this module made, with what it was made from, for a closer look on the error path. */
const origins = new WeakMap<NodeApiError, { failure: RequestFailure; context: FailureContext }>();

/** The failure and context a NodeApiError was made from, when serviceError made it. */
export function failureOf(error: unknown): { failure: RequestFailure; context: FailureContext } | undefined {
	return error instanceof NodeApiError ? origins.get(error) : undefined;
}

/**
 * The words for a failed request: a headline that says what happened (one sentence, naming fields
 * as the editor shows them), then a description with the service's own message, the parameter it
 * named and the fix, one line each. Built from the service's body only, so nothing of the request
 * (the API key included) can leak into it.
 */
export function describeFailure(
	failure: RequestFailure,
	context: FailureContext = {},
): { message: string; description: string } {
	const { message, fix } = explain(failure, context);
	const serviceMessage = typeof failure.body?.message === 'string' ? failure.body.message : undefined;
	const parameter = typeof failure.body?.parameter === 'string' ? failure.body.parameter : undefined;
	const description = [
		serviceMessage && `Service message: ${asSentence(serviceMessage)}`,
		parameter && `The service named the parameter ${parameter}.`,
		fix,
	]
		.filter(Boolean)
		.join('\n');
	return { message, description };
}

/** The one place where a failed request becomes the error a node reports: see describeFailure. */
export function serviceError(node: INode, failure: RequestFailure, context: FailureContext = {}): NodeApiError {
	const { message, description } = describeFailure(failure, context);
	const error = new NodeApiError(node, (failure.body ?? {}) as JsonObject, {
		message,
		description,
		httpCode: failure.status === undefined ? undefined : String(failure.status),
		itemIndex: context.itemIndex,
	});
	origins.set(error, { failure, context });
	return error;
}
