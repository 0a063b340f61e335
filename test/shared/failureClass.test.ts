import type { RequestFailure } from '../../nodes/shared/transport/failure';
import { failureClass } from '../../nodes/shared/transport/failureClass';

const NOW = Date.parse('2026-07-01T12:00:00Z');
const TEMPORARILY_UNAVAILABLE = { cause: 'temporarily-unavailable' };
const CONFIGURATION_INVALID = { cause: 'configuration-invalid' };

describe('the class each failed request declares to n8n', () => {
	it.each<{ what: string; failure: RequestFailure; expected: object }>([
		// No answer at all.
		{
			what: 'a refused connection',
			failure: { networkCode: 'ECONNREFUSED' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a dropped connection',
			failure: { networkCode: 'ECONNRESET' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{ what: 'a timeout', failure: { networkCode: 'ETIMEDOUT' }, expected: TEMPORARILY_UNAVAILABLE },
		{
			what: "axios's timeout",
			failure: { networkCode: 'ECONNABORTED' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a DNS server that cannot answer now',
			failure: { networkCode: 'EAI_AGAIN' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a name that does not resolve (yet)',
			failure: { networkCode: 'ENOTFOUND' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'no route to the host',
			failure: { networkCode: 'EHOSTUNREACH' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a network code of no known kind',
			failure: { networkCode: 'ESOMETHINGELSE' },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: 'a Base URL that is not a web address',
			failure: { networkCode: 'ERR_INVALID_URL' },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: 'https:// to a server without TLS',
			failure: { networkCode: 'EPROTO' },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: 'a certificate that is not trusted',
			failure: { networkCode: 'DEPTH_ZERO_SELF_SIGNED_CERT' },
			expected: CONFIGURATION_INVALID,
		},
		// Answers.
		{ what: '500', failure: { status: 500 }, expected: TEMPORARILY_UNAVAILABLE },
		{ what: '502', failure: { status: 502 }, expected: TEMPORARILY_UNAVAILABLE },
		{
			what: '503 with Retry-After',
			failure: { status: 503, retryAfterSeconds: 30 },
			expected: { ...TEMPORARILY_UNAVAILABLE, retryAfterMs: 30_000 },
		},
		{ what: '504', failure: { status: 504 }, expected: TEMPORARILY_UNAVAILABLE },
		{
			what: '408, a proxy that waited too long',
			failure: { status: 408 },
			expected: TEMPORARILY_UNAVAILABLE,
		},
		{
			what: '401',
			failure: { status: 401, body: { code: 'unauthenticated' } },
			expected: { cause: 'credential-invalid' },
		},
		{
			what: '403, a read-only key',
			failure: { status: 403, body: { code: 'unauthorized' } },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: '403, a draft in another state',
			failure: { status: 403, body: { code: 'prohibited_action' } },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: '404',
			failure: { status: 404, body: { code: 'not_found' } },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: "400 naming the user's value",
			failure: { status: 400, body: { code: 'invalid_parameter', parameter: 'targetLanguage' } },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: '400 naming nothing',
			failure: { status: 400, body: { code: 'invalid_request' } },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: "400 refusing the node's own list position",
			failure: { status: 400, body: { code: 'invalid_parameter', parameter: 'cursor' } },
			expected: { cause: 'node-defect' },
		},
		{
			what: 'a redirect',
			failure: { status: 301, location: 'https://elsewhere.example.com/' },
			expected: CONFIGURATION_INVALID,
		},
		{
			what: 'another refusal, from a proxy',
			failure: { status: 405 },
			expected: CONFIGURATION_INVALID,
		},
	])('$what', ({ failure, expected }) => {
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
