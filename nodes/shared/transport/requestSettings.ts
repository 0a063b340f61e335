import type { IDataObject } from 'n8n-workflow';

/**
 * How long requests may take, by where they run: a node honours its Settings > Request Options
 * (n8n's Timeout, and Max Rate-Limit Wait), the editor's lists and the credential test wait a
 * fixed, short time, and anything else (the trigger) uses the node defaults.
 */
export interface RequestSettings {
	/** How long one try waits for an answer. */
	timeoutMs: number;
	/** The longest Retry-After waited for: a 429 asking for longer fails at once. */
	rateLimitCapMs: number;
	/** Where the user can change them, for the errors that name them. */
	adjustable: 'node' | 'editor' | 'fixed';
}

/**
 * Unset, n8n would wait five minutes per try; a Message Template Service read takes well under a
 * second.
 */
const DEFAULT_TIMEOUT_MS = 30_000;
/** The service's rate limit is per minute: a minute covers any wait it asks for under it. */
export const DEFAULT_RATE_LIMIT_CAP_S = 60;

export const NODE_DEFAULTS: RequestSettings = {
	timeoutMs: DEFAULT_TIMEOUT_MS,
	rateLimitCapMs: DEFAULT_RATE_LIMIT_CAP_S * 1000,
	adjustable: 'fixed',
};

/**
 * Someone is waiting in front of the editor: a list or a test that cannot answer in 10 s is failed.
 */
export const EDITOR_SETTINGS: RequestSettings = {
	timeoutMs: 10_000,
	rateLimitCapMs: 10_000,
	adjustable: 'editor',
};

interface SettingsContext {
	getNodeParameter?: (name: string, fallback: unknown) => unknown;
	/** Only the editor's contexts (lists, option loading) have it. */
	getCurrentNodeParameters?: unknown;
}

function positive(value: unknown): number | undefined {
	return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;
}

export function requestSettings(context: object): RequestSettings {
	const { getNodeParameter, getCurrentNodeParameters } = context as SettingsContext;
	if (getCurrentNodeParameters !== undefined) return EDITOR_SETTINGS;
	if (typeof getNodeParameter !== 'function') return NODE_DEFAULTS;
	const options = (getNodeParameter.call(context, 'requestOptions', {}) ?? {}) as IDataObject;
	return {
		timeoutMs: positive(options.timeout) ?? DEFAULT_TIMEOUT_MS,
		rateLimitCapMs: (positive(options.maxRateLimitWait) ?? DEFAULT_RATE_LIMIT_CAP_S) * 1000,
		adjustable: 'node',
	};
}

/**
 * What every request is sent with, whichever helper sends it: the try's timeout, and no redirects.
 * A redirect is refused rather than followed: the service's interface has none, n8n would resend
 * the key to wherever it points (its sendCredentialsOnCrossOriginRedirect defaults to true, and
 * even off, an https upgrade or a subdomain keeps the header), and a followed write may be turned
 * into a GET or sent twice. The 3xx then comes back as the failure, worded in failureWording.ts.
 */
export function sendOptions(timeoutMs: number) {
	return {
		timeout: timeoutMs,
		disableFollowRedirect: true,
		sendCredentialsOnCrossOriginRedirect: false,
	} as const;
}
