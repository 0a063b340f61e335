import type { RequestSettings } from './requestSettings';

// The service words a 404 the same way for several causes; an extra read on the error path tells
// them apart (see explainTemplateNotFound).
export type NotFoundCause =
	| { kind: 'unpublished' }
	// The version cannot tell a missing template from one never published.
	| { kind: 'missingOrUnpublished' }
	// `optional` when Language may be left empty for the default language.
	| { kind: 'language'; of: string; languageId: string; languages: string[]; optional: boolean }
	| { kind: 'theme'; themeId: string };

export interface FailureContext {
	itemIndex?: number;
	ids?: Record<string, string>;
	channel?: string;
	// For a 403 prohibited_action.
	requiredState?: string;
	attempts?: number;
	notFound?: NotFoundCause;
	// A lost answer leaves it unknown whether a write applied.
	write?: boolean;
	timeoutMs?: number;
	settings?: RequestSettings;
	rateLimitTooLong?: boolean;
	// When a 400 can only be about it (the credential test's bare read).
	apiVersion?: string;
	// The Accept header sent, where the caller knows it.
	mediaType?: string;
	// A service may echo the API key back.
	secrets?: readonly string[];
}
