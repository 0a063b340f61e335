import type { IDataObject } from 'n8n-workflow';

export interface RequestSettings {
	timeoutMs: number;
	// A 429 asking for longer fails at once.
	rateLimitCapMs: number;
	// Named in the errors that mention them.
	adjustable: 'node' | 'editor' | 'fixed';
}

// Unset, n8n would wait five minutes per try; a read takes well under a second.
const DEFAULT_TIMEOUT_MS = 30_000;
// The service's limit is per minute, so a minute covers any wait it asks for.
export const DEFAULT_RATE_LIMIT_CAP_S = 60;

export const NODE_DEFAULTS: RequestSettings = {
	timeoutMs: DEFAULT_TIMEOUT_MS,
	rateLimitCapMs: DEFAULT_RATE_LIMIT_CAP_S * 1000,
	adjustable: 'fixed',
};

// Someone is waiting in front of the editor.
export const EDITOR_SETTINGS: RequestSettings = {
	timeoutMs: 10_000,
	rateLimitCapMs: 10_000,
	adjustable: 'editor',
};

interface SettingsContext {
	getNodeParameter?: (name: string, fallback: unknown) => unknown;
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

// Redirects are refused, never followed. Why: docs/credential.md#the-key-stays-with-the-service
export function sendOptions(timeoutMs: number) {
	return {
		timeout: timeoutMs,
		disableFollowRedirect: true,
		sendCredentialsOnCrossOriginRedirect: false,
	} as const;
}
