import type { IDataObject } from 'n8n-workflow';

/** What a failed request tells us, whichever layer of n8n's HTTP helpers raised it. */
export interface RequestFailure {
	/** HTTP status, absent when no response arrived (timeout, dropped connection). */
	status?: number;
	/** The service's error body `{ code, message, parameter? }` when it sent one. */
	body?: IDataObject;
	retryAfterSeconds?: number;
	/** The rate-limit allowance left, which the service states on refusals too. */
	rateLimitRemaining?: number;
	/** Where a redirect (3xx) pointed, as the service wrote it: possibly relative. */
	location?: string;
	/** Network error code such as ECONNRESET, ETIMEDOUT or a TLS code like CERT_HAS_EXPIRED. */
	networkCode?: string;
	/** Where the failed request went: scheme, host and port only (no path, query or user info). */
	address?: string;
	/** The path of the failed request below the address, to resolve a relative redirect against. */
	requestUrl?: string;
}

interface ResponseLike {
	status?: number;
	statusCode?: number;
	headers?: Record<string, unknown>;
	data?: unknown;
	body?: unknown;
}

function parseBody(raw: unknown): IDataObject | undefined {
	if (raw && typeof raw === 'object' && !Array.isArray(raw) && !Buffer.isBuffer(raw)) {
		return raw as IDataObject;
	}
	const text = Buffer.isBuffer(raw) ? raw.toString('utf8') : raw;
	if (typeof text !== 'string' || !text.trim().startsWith('{')) return undefined;
	try {
		return JSON.parse(text) as IDataObject;
	} catch {
		// A body that is not JSON carries no service error to report.
		return undefined;
	}
}

/** A header holding a whole number of at least 0 (seconds, requests), or undefined. */
function countHeader(
	headers: Record<string, unknown> | undefined,
	name: string,
): number | undefined {
	const raw = headers?.[name];
	const value = Number(raw);
	return raw !== undefined && raw !== '' && Number.isFinite(value) && value >= 0
		? value
		: undefined;
}

interface RequestConfigLike {
	url?: unknown;
	baseURL?: unknown;
}

/** The full URL the request went to (before any query): the base URL and the path joined. */
function urlOf(config: RequestConfigLike | undefined): URL | undefined {
	const base =
		typeof config?.baseURL === 'string' && config.baseURL !== '' ? config.baseURL : undefined;
	const path = typeof config?.url === 'string' ? config.url : undefined;
	try {
		if (base && path && !/^[a-z][a-z0-9+.-]*:/i.test(path))
			return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
		if (base ?? path) return new URL((base ?? path) as string);
	} catch {
		// A relative or malformed URL names no address worth showing.
	}
	return undefined;
}

function whereOf(
	config: RequestConfigLike | undefined,
): Pick<RequestFailure, 'address' | 'requestUrl'> {
	const url = urlOf(config);
	return url ? { address: url.origin, requestUrl: `${url.origin}${url.pathname}` } : {};
}

function locationOf(headers: Record<string, unknown> | undefined): string | undefined {
	const value = headers?.location;
	return typeof value === 'string' && value !== '' ? value : undefined;
}

/** Finds the HTTP response inside an error from n8n's request helpers (NodeApiError → axios). */
export function readFailure(error: unknown): RequestFailure {
	let current: unknown = error;
	for (let depth = 0; depth < 4 && current && typeof current === 'object'; depth++) {
		const candidate = current as {
			response?: ResponseLike;
			cause?: unknown;
			code?: unknown;
			config?: RequestConfigLike;
			options?: RequestConfigLike;
		};
		const response = candidate.response;
		const status = response?.status ?? response?.statusCode;
		if (typeof status === 'number') {
			return {
				status,
				body: parseBody(response?.data ?? response?.body),
				retryAfterSeconds: countHeader(response?.headers, 'retry-after'),
				rateLimitRemaining: countHeader(response?.headers, 'x-ratelimit-remaining'),
				location: locationOf(response?.headers),
				...whereOf(candidate.config ?? candidate.options),
			};
		}
		// Node's codes: ECONNREFUSED, ENOTFOUND, ETIMEDOUT, EPROTO, and TLS ones like CERT_HAS_EXPIRED.
		if (typeof candidate.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(candidate.code)) {
			return { networkCode: candidate.code, ...whereOf(candidate.config ?? candidate.options) };
		}
		current = candidate.cause;
	}
	return {};
}
