import type { Failure } from 'n8n-workflow';

import { addressIsWrong } from './connectionFailure';
import type { RequestFailure } from './failure';

// n8n-workflow 2.41 and later read an error's `failure` to back a failing poll off; older versions
// ignore it. Table: docs/trigger.md#why-a-failed-request-says-why
export const CONFIGURATION_INVALID: Failure = Object.freeze({ cause: 'configuration-invalid' });

const TEMPORARILY_UNAVAILABLE = 'temporarily-unavailable';

// `windowOverAt`: when the pacer's window ends, when it knows one.
export function failureClass(
	failure: RequestFailure,
	windowOverAt?: number,
	now = Date.now(),
): Failure {
	const { status } = failure;
	const retryAfterMs =
		failure.retryAfterSeconds === undefined ? undefined : failure.retryAfterSeconds * 1000;
	const waitHint = retryAfterMs === undefined ? {} : { retryAfterMs };
	// No answer heals with time (DNS may still be starting with the container), unless the address
	// is not one or TLS does not fit it.
	if (status === undefined)
		return addressIsWrong(failure.networkCode)
			? CONFIGURATION_INVALID
			: { cause: TEMPORARILY_UNAVAILABLE };
	if (status === 429) {
		// The window's end is no reset while the service still asks to wait.
		const resetsAt =
			windowOverAt === undefined
				? {}
				: { resetsAtEpochMs: Math.max(windowOverAt, now + (retryAfterMs ?? 0)) };
		return { cause: 'rate-limited', ...waitHint, ...resetsAt };
	}
	if (status >= 500 || status === 408) return { cause: TEMPORARILY_UNAVAILABLE, ...waitHint };
	if (status === 401) return { cause: 'credential-invalid' };
	// The cursor is the node's own, handed back as the service gave it: not the user's to fix.
	if (status === 400 && failure.body?.parameter === 'cursor') return { cause: 'node-defect' };
	return CONFIGURATION_INVALID;
}
