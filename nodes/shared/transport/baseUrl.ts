// Checked before any request, so a wrong Base URL is named with its fix instead of failing in
// obscure ways or being "corrected" into another address.
export type BaseUrlCheck =
	| {
			ok: true;
			/** Without trailing slashes: paths are appended to it. */ baseUrl: string;
			/** Scheme, host and port. */ origin: string;
	  }
	| { ok: false; message: string; fix: string };

const CREDENTIAL = 'the Message Template Service API credential';
const EXAMPLES = 'such as https://api.example.com or http://127.0.0.1:4010 for the local sandbox';

function refused(message: string, fix: string): BaseUrlCheck {
	return { ok: false, message, fix };
}

// "htps://", "http:/", "http//"; "localhost:4010" is a host and port, not a scheme.
const SCHEME_LIKE = /^[a-z][a-z0-9+.-]*(?::\/{1,3}|:(?!\d)|\/\/)/i;

export function checkBaseUrl(raw: unknown): BaseUrlCheck {
	const text = typeof raw === 'string' ? raw : '';
	if (text === '')
		return refused(
			"The 'Base URL' is empty.",
			`Enter the service's address, ${EXAMPLES}, in ${CREDENTIAL}.`,
		);
	if (/\s/.test(text)) {
		return refused(
			"The 'Base URL' contains a space.",
			`Remove the spaces from the 'Base URL' in ${CREDENTIAL}: a web address has none.`,
		);
	}
	if (!/^https?:\/\//i.test(text)) {
		const typed = SCHEME_LIKE.exec(text)?.[0];
		return typed
			? refused(
					`The 'Base URL' starts with ${typed}, not http:// or https://.`,
					`Correct the scheme, ${EXAMPLES}, in ${CREDENTIAL}.`,
				)
			: refused(
					"The 'Base URL' has no scheme.",
					`Start it with https://, or http:// for a local service, ${EXAMPLES}, in ${CREDENTIAL}.`,
				);
	}
	let url: URL;
	try {
		// "http:///host" would parse as http://host: the host must follow the two slashes.
		if (/^https?:\/\/(\/|$)/i.test(text)) throw new Error('no host');
		url = new URL(text);
	} catch {
		return refused(
			"The 'Base URL' is not a web address.",
			`Enter it with its scheme and host, ${EXAMPLES}, in ${CREDENTIAL}.`,
		);
	}
	// Named, not quoted: a query may hold a token.
	if (text.includes('?')) {
		return refused(
			`The 'Base URL' has a query (a part from "?" on).`,
			`Remove everything from the ? on in ${CREDENTIAL}: the node adds its own query to ` +
				'each request.',
		);
	}
	if (text.includes('#')) {
		return refused(
			`The 'Base URL' has a fragment (a part from "#" on).`,
			`Remove everything from the # on in ${CREDENTIAL}: a fragment never reaches the service.`,
		);
	}
	return { ok: true, baseUrl: text.replace(/\/+$/, ''), origin: url.origin };
}
