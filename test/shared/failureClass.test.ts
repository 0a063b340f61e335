import type { RequestFailure } from '../../nodes/shared/transport/failure';
import { failureClass } from '../../nodes/shared/transport/failureClass';

const NOW = Date.parse('2026-07-01T12:00:00Z');
const TEMPORARILY_UNAVAILABLE = { cause: 'temporarily-unavailable' };
const CONFIGURATION_INVALID = { cause: 'configuration-invalid' };

describe('the class each failed request declares to n8n', () => {
	it.each<[string, RequestFailure, object]>([
		// No answer at all.
		['a refused connection', { networkCode: 'ECONNREFUSED' }, TEMPORARILY_UNAVAILABLE],
		['a dropped connection', { networkCode: 'ECONNRESET' }, TEMPORARILY_UNAVAILABLE],
		['a timeout', { networkCode: 'ETIMEDOUT' }, TEMPORARILY_UNAVAILABLE],
		["axios's timeout", { networkCode: 'ECONNABORTED' }, TEMPORARILY_UNAVAILABLE],
		['a DNS server that cannot answer now', { networkCode: 'EAI_AGAIN' }, TEMPORARILY_UNAVAILABLE],
		['a name that does not resolve (yet)', { networkCode: 'ENOTFOUND' }, TEMPORARILY_UNAVAILABLE],
		['no route to the host', { networkCode: 'EHOSTUNREACH' }, TEMPORARILY_UNAVAILABLE],
		['a network code of no known kind', { networkCode: 'ESOMETHINGELSE' }, TEMPORARILY_UNAVAILABLE],
		[
			'a Base URL that is not a web address',
			{ networkCode: 'ERR_INVALID_URL' },
			CONFIGURATION_INVALID,
		],
		['https:// to a server without TLS', { networkCode: 'EPROTO' }, CONFIGURATION_INVALID],
		[
			'a certificate that is not trusted',
			{ networkCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
			CONFIGURATION_INVALID,
		],
		// Answers.
		['500', { status: 500 }, TEMPORARILY_UNAVAILABLE],
		['502', { status: 502 }, TEMPORARILY_UNAVAILABLE],
		[
			'503 with Retry-After',
			{ status: 503, retryAfterSeconds: 30 },
			{ ...TEMPORARILY_UNAVAILABLE, retryAfterMs: 30_000 },
		],
		['504', { status: 504 }, TEMPORARILY_UNAVAILABLE],
		['408, a proxy that waited too long', { status: 408 }, TEMPORARILY_UNAVAILABLE],
		['401', { status: 401, body: { code: 'unauthenticated' } }, { cause: 'credential-invalid' }],
		[
			'403, a read-only key',
			{ status: 403, body: { code: 'unauthorized' } },
			CONFIGURATION_INVALID,
		],
		[
			'403, a draft in another state',
			{ status: 403, body: { code: 'prohibited_action' } },
			CONFIGURATION_INVALID,
		],
		['404', { status: 404, body: { code: 'not_found' } }, CONFIGURATION_INVALID],
		[
			"400 naming the user's value",
			{ status: 400, body: { code: 'invalid_parameter', parameter: 'targetLanguage' } },
			CONFIGURATION_INVALID,
		],
		[
			'400 naming nothing',
			{ status: 400, body: { code: 'invalid_request' } },
			CONFIGURATION_INVALID,
		],
		[
			"400 refusing the node's own list position",
			{ status: 400, body: { code: 'invalid_parameter', parameter: 'cursor' } },
			{ cause: 'node-defect' },
		],
		[
			'a redirect',
			{ status: 301, location: 'https://elsewhere.example.com/' },
			CONFIGURATION_INVALID,
		],
		['another refusal, from a proxy', { status: 405 }, CONFIGURATION_INVALID],
	])('%s', (_what, failure, expected) => {
		expect(failureClass(failure, undefined, NOW)).toEqual(expected);
		// The pacer's window is only ever about a 429.
		expect(failureClass(failure, NOW + 30_000, NOW)).toEqual(expected);
	});

	describe('429', () => {
		it('with Retry-After and no window known: the wait it asked for only', () => {
			expect(failureClass({ status: 429, retryAfterSeconds: 20 }, undefined, NOW)).toEqual({
				cause: 'rate-limited',
				retryAfterMs: 20_000,
			});
		});

		it('without Retry-After and no window known: nothing more than the cause', () => {
			expect(failureClass({ status: 429 }, undefined, NOW)).toEqual({ cause: 'rate-limited' });
		});

		it("without Retry-After: the pacer's window end as the reset", () => {
			expect(failureClass({ status: 429 }, NOW + 42_000, NOW)).toEqual({
				cause: 'rate-limited',
				resetsAtEpochMs: NOW + 42_000,
			});
		});

		it('with Retry-After within the window: both', () => {
			expect(failureClass({ status: 429, retryAfterSeconds: 20 }, NOW + 20_500, NOW)).toEqual({
				cause: 'rate-limited',
				retryAfterMs: 20_000,
				resetsAtEpochMs: NOW + 20_500,
			});
		});

		it('with Retry-After beyond the window: the reset is no sooner than the wait asked for', () => {
			expect(failureClass({ status: 429, retryAfterSeconds: 130 }, NOW + 40_000, NOW)).toEqual({
				cause: 'rate-limited',
				retryAfterMs: 130_000,
				resetsAtEpochMs: NOW + 130_000,
			});
		});
	});
});
