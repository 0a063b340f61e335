import { ClientRequest } from 'node:http';

/**
 * Whether the caller is the HTTP client n8n-core sends with: axios times a request twice, with
 * `setTimeout` until the answer starts and with the request's own `setTimeout` while its socket is
 * quiet, both from its `dispatchHttpRequest`.
 */
export const fromHttpClient = () =>
	/at dispatchHttpRequest \(.*[\\/]axios[\\/]/.test(new Error().stack ?? '');

/**
 * The HTTP client's Timeout runs `factor` times as long as a node sets it, while the file's tests
 * run. Where the sandbox answers from the test's own process and the work is fixed by count, how
 * long a busy machine takes to answer is not what the file tests: on a starved machine an answer
 * came after the trigger's 30 s. Stretched a hundred times, that Timeout outlasts the test's own.
 */
export function useStretchedHttpTimeouts(factor: number): void {
	const realSetTimeout = globalThis.setTimeout;
	const realRequestTimeout = ClientRequest.prototype.setTimeout;
	const stretched = (ms: number | undefined) => (fromHttpClient() ? (ms ?? 0) * factor : (ms ?? 0));
	beforeAll(() => {
		globalThis.setTimeout = ((
			handler: (...args: unknown[]) => void,
			ms?: number,
			...args: unknown[]
		) => realSetTimeout(handler, stretched(ms), ...args)) as typeof setTimeout;
		ClientRequest.prototype.setTimeout = function (ms: number, callback?: () => void) {
			return realRequestTimeout.call(this, stretched(ms), callback);
		};
	});
	afterAll(() => {
		globalThis.setTimeout = realSetTimeout;
		ClientRequest.prototype.setTimeout = realRequestTimeout;
	});
}
