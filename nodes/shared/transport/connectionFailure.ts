import type { RequestSettings } from './requestSettings';

// Shared by the nodes' errors and the credential test.
export interface ConnectionExplanation {
	message: string;
	fix: string;
}

export interface ConnectionCircumstances {
	timeoutMs?: number;
	adjustable?: RequestSettings['adjustable'];
	// For a write whose answer was lost: how to check, said in place of "try again".
	checkWrite?: string;
}

type Problem =
	| 'invalidAddress'
	| 'refused'
	| 'unresolved'
	| 'timedOut'
	| 'secure'
	| 'dropped'
	| 'unreachable'
	| 'other';

const PROBLEMS: Readonly<Record<string, Problem>> = {
	ERR_INVALID_URL: 'invalidAddress',
	ECONNREFUSED: 'refused',
	ENOTFOUND: 'unresolved',
	EAI_AGAIN: 'unresolved',
	EAI_FAIL: 'unresolved',
	EAI_NONAME: 'unresolved',
	ETIMEDOUT: 'timedOut',
	ESOCKETTIMEDOUT: 'timedOut',
	// Axios reports its own timeout this way.
	ECONNABORTED: 'timedOut',
	UND_ERR_CONNECT_TIMEOUT: 'timedOut',
	UND_ERR_HEADERS_TIMEOUT: 'timedOut',
	EPROTO: 'secure',
	ECONNRESET: 'dropped',
	EPIPE: 'dropped',
	UND_ERR_SOCKET: 'dropped',
	EHOSTUNREACH: 'unreachable',
	ENETUNREACH: 'unreachable',
	ENETDOWN: 'unreachable',
};

function problemOf(code: string | undefined): Problem {
	if (code === undefined) return 'other';
	// CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT, ERR_SSL_…, ERR_TLS_…
	if (/CERT|SSL|TLS/.test(code)) return 'secure';
	return PROBLEMS[code] ?? 'other';
}

const CREDENTIAL = 'the Message Template Service API credential';

// A timeout is included: it already waited its full time.
export function lastsOnRetry(code: string | undefined): boolean {
	return ['invalidAddress', 'refused', 'unresolved', 'secure', 'unreachable', 'timedOut'].includes(
		problemOf(code),
	);
}

// Not a web address, or no HTTPS (or no trusted certificate) where https:// asks for it.
export function addressIsWrong(code: string | undefined): boolean {
	return ['invalidAddress', 'secure'].includes(problemOf(code));
}

export function inSeconds(ms: number): string {
	const seconds = Math.round(ms / 100) / 10;
	return `${seconds} ${seconds === 1 ? 'second' : 'seconds'}`;
}

function timeoutAdvice(adjustable: ConnectionCircumstances['adjustable']): string {
	switch (adjustable) {
		case 'node':
			return (
				" If the service is only slow, raise 'Timeout' under the node's Settings > 'Request " +
				"Options' (in milliseconds; 30 seconds unless set)."
			);
		case 'editor':
			return " The editor's lists and the credential test wait this long at most.";
		default:
			return '';
	}
}

const UNKNOWN_OUTCOME = ', so it is not known whether the request was carried out.';

// The code stays out of the message: n8n replaces a message that contains one with its own.
export function explainConnectionFailure(
	code: string | undefined,
	address: string | undefined,
	circumstances: ConnectionCircumstances = {},
): ConnectionExplanation {
	const where = address ?? "the 'Base URL'";
	const codeLine = code ? ` Connection code: ${code}.` : '';
	const { timeoutMs, checkWrite } = circumstances;
	const problem = problemOf(code);
	const within = timeoutMs === undefined ? ' in time' : ` within ${inSeconds(timeoutMs)}`;
	if (checkWrite && (problem === 'timedOut' || problem === 'dropped')) {
		const advice = problem === 'timedOut' ? timeoutAdvice(circumstances.adjustable) : '';
		return {
			message:
				problem === 'timedOut'
					? `No answer came from ${where}${within}${UNKNOWN_OUTCOME}`
					: `The connection to ${where} was closed before an answer came${UNKNOWN_OUTCOME}`,
			fix: `The service may have applied it. ${checkWrite}${advice}${codeLine}`,
		};
	}
	switch (problem) {
		case 'invalidAddress':
			return {
				message: "The 'Base URL' is not a web address.",
				fix:
					'Enter it with its scheme, such as https://api.example.com, or ' +
					`http://127.0.0.1:4010 for the local sandbox, in ${CREDENTIAL}.`,
			};
		case 'refused':
			return {
				message: `The connection to ${where} was refused.`,
				fix:
					'Nothing accepts connections there. Check the scheme, host and port of the ' +
					`'Base URL' in ${CREDENTIAL}, and that the service is running.${codeLine}`,
			};
		case 'unresolved':
			return {
				message: `The host of ${where} could not be found.`,
				fix:
					"Its name does not resolve in DNS. Check the spelling of the 'Base URL' in " +
					`${CREDENTIAL}.${codeLine}`,
			};
		case 'timedOut':
			return {
				message: `No answer came from ${where}${within}.`,
				fix:
					"The request waited that long and was not sent again. Check that the 'Base URL' in " +
					`${CREDENTIAL} points at the Message Template Service and that the service is up; ` +
					'a firewall that drops the connection looks the ' +
					`same.${timeoutAdvice(circumstances.adjustable)}${codeLine}`,
			};
		case 'secure':
			return {
				message: `A secure connection to ${where} could not be set up.`,
				fix:
					'The server there does not speak HTTPS on that port (the local sandbox uses ' +
					'http://), or its certificate is not trusted. Check the scheme and port of the ' +
					`'Base URL' in ${CREDENTIAL}.${codeLine}`,
			};
		case 'dropped':
			return {
				message: `The connection to ${where} was closed before an answer came.`,
				fix:
					'The service or a proxy on the way closed it. Try again; if it keeps happening, ' +
					`check that the 'Base URL' in ${CREDENTIAL} points at the service.${codeLine}`,
			};
		case 'unreachable':
			return {
				message: `There is no route from this machine to ${where}.`,
				fix:
					`The network has no route to that host. Check the 'Base URL' in ${CREDENTIAL} and ` +
					`this machine's network.${codeLine}`,
			};
		default:
			return {
				message: `The service at ${where} could not be reached.`,
				fix: `Check the 'Base URL' in ${CREDENTIAL}, and that the service is up.${codeLine}`,
			};
	}
}
