import type { Failure } from 'n8n-workflow';

import { addressIsWrong } from './connectionFailure';
import type { RequestFailure } from './failure';

/**
 * Why a request failed, as n8n reads it from an error's `failure` (n8n-workflow 2.41 and later):
 * its durable scheduler backs a failing poll off by it, waiting as long as a rate limit asks,
 * trying again soon after an outage, and leaving alone what only the user can fix. Older versions
 * ignore the option; nothing in the package reads it back.
 */

/**
 * What only the user can put right: the credential's Base URL or version, or a value of the node.
 */
export const CONFIGURATION_INVALID: Failure = Object.freeze({ cause: 'configuration-invalid' });

const TEMPORARILY_UNAVAILABLE = 'temporarily-unavailable';

/**
 * The class of a failed request. `windowOverAt` is when the pacer's rate-limit window ends (see
 * Pacer.windowOverAt), when it knows one.
 */
export function failureClass(
	failure: RequestFailure,
	windowOverAt?: number,
	now = Date.now(),
): Failure {
	const { status } = failure;
	const retryAfterMs =
		failure.retryAfterSeconds === undefined ? undefined : failure.retryAfterSeconds * 1000;
	const waitHint = retryAfterMs === undefined ? {} : { retryAfterMs };
	// No answer: refused, dropped, timed out, no route, or a name that does not resolve (yet: DNS may
	// still be starting with the container). Only an address that is not one, or TLS that does not
	// fit it, is wrong however long one waits.
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
	// The list position is the node's own, handed back as the service gave it: not the user's to fix.
	if (status === 400 && failure.body?.parameter === 'cursor') return { cause: 'node-defect' };
	// A redirect (the Base URL has moved), a value refused (400), a key not allowed to (403), an id
	// the user gave that does not exist, or a Base URL that points at another service (404).
	return CONFIGURATION_INVALID;
}
