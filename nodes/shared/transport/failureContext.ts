import type { RequestSettings } from './requestSettings';

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
	/** The request may change something: a lost answer leaves it unknown whether it did. */
	write?: boolean;
	/** The timeout of the last try, and the settings it came from. */
	timeoutMs?: number;
	settings?: RequestSettings;
	/** A 429 asked to wait longer than settings.rateLimitCapMs. */
	rateLimitTooLong?: boolean;
	/**
	 * The API version asked for, when a 400 can only be about it (the credential test's bare read).
	 */
	apiVersion?: string;
	/** Taken out of everything shown (the API key): a service may echo it back. */
	secrets?: readonly string[];
}
