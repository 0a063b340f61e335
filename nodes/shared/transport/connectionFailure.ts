/**
 * A request that got no answer at all, in words: what went wrong on the way to the Base URL and
 * how to fix it. The nodes' errors and the credential test both say it this way.
 */
export interface ConnectionExplanation {
	message: string;
	fix: string;
}

type Problem = 'invalidAddress' | 'refused' | 'unresolved' | 'timedOut' | 'secure' | 'dropped' | 'unreachable' | 'other';

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
	// Certificate and handshake codes: CERT_HAS_EXPIRED, DEPTH_ZERO_SELF_SIGNED_CERT, ERR_SSL_…, ERR_TLS_…
	if (/CERT|SSL|TLS/.test(code)) return 'secure';
	return PROBLEMS[code] ?? 'other';
}

const CREDENTIAL = 'the Message Template Service API credential';

/**
 * `address` is the scheme, host and port the request went to; `code` is Node's network error
 * code. The code stays out of the message: n8n replaces a message that contains one with its own.
 */
export function explainConnectionFailure(code: string | undefined, address: string | undefined): ConnectionExplanation {
	const where = address ?? 'the Base URL';
	const codeLine = code ? ` Network error: ${code}.` : '';
	switch (problemOf(code)) {
		case 'invalidAddress':
			return {
				message: 'The Base URL is not a web address.',
				fix: `Enter it with its scheme, such as https://api.example.com, or http://127.0.0.1:4010 for the local sandbox, in ${CREDENTIAL}.`,
			};
		case 'refused':
			return {
				message: `The connection to ${where} was refused.`,
				fix: `Nothing accepts connections there. Check the scheme, host and port of the Base URL in ${CREDENTIAL}, and that the service is running.${codeLine}`,
			};
		case 'unresolved':
			return {
				message: `The host of ${where} could not be found.`,
				fix: `Its name does not resolve in DNS. Check the spelling of the Base URL in ${CREDENTIAL}.${codeLine}`,
			};
		case 'timedOut':
			return {
				message: `No answer came from ${where} in time.`,
				fix: `The request waited and no answer came back. Check that the Base URL in ${CREDENTIAL} points at the Message Template Service and that the service is up; a firewall that drops the connection looks the same.${codeLine}`,
			};
		case 'secure':
			return {
				message: `A secure connection to ${where} could not be set up.`,
				fix: `The server there does not speak HTTPS on that port (the local sandbox uses http://), or its certificate is not trusted. Check the scheme and port of the Base URL in ${CREDENTIAL}.${codeLine}`,
			};
		case 'dropped':
			return {
				message: `The connection to ${where} was closed before an answer came.`,
				fix: `The service or a proxy on the way closed it. Try again; if it keeps happening, check that the Base URL in ${CREDENTIAL} points at the service.${codeLine}`,
			};
		case 'unreachable':
			return {
				message: `There is no route from this machine to ${where}.`,
				fix: `The network has no route to that host. Check the Base URL in ${CREDENTIAL} and this machine's network.${codeLine}`,
			};
		default:
			return {
				message: `The service at ${where} could not be reached.`,
				fix: `Check the Base URL in ${CREDENTIAL}, and that the service is up.${codeLine}`,
			};
	}
}
