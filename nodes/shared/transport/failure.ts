import type { IDataObject } from 'n8n-workflow';

// Whichever layer of n8n's HTTP helpers raised it.
export interface RequestFailure {
	// Absent when no response arrived.
	status?: number;
	body?: IDataObject;
	retryAfterSeconds?: number;
	// The service states it on refusals too.
	rateLimitRemaining?: number;
	// Possibly relative.
	location?: string;
	networkCode?: string;
	// No path, query or user info.
	address?: string;
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
		return undefined;
	}
}

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

function urlOf(config: RequestConfigLike | undefined): URL | undefined {
	const base =
		typeof config?.baseURL === 'string' && config.baseURL !== '' ? config.baseURL : undefined;
	const path = typeof config?.url === 'string' ? config.url : undefined;
	try {
		if (base && path && !/^[a-z][a-z0-9+.-]*:/i.test(path))
			return new URL(`${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`);
		if (base ?? path) return new URL((base ?? path) as string);
	} catch {
		// An address that does not parse names nothing.
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

// n8n's request helpers wrap it: NodeApiError → axios.
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
		if (typeof candidate.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(candidate.code)) {
			return { networkCode: candidate.code, ...whereOf(candidate.config ?? candidate.options) };
		}
		current = candidate.cause;
	}
	return statedByN8n1(error);
}

// n8n-workflow 1.x's NodeApiError drops the request's error and keeps only the status, as httpCode,
// and the answer's body, as context.data: the headers (Retry-After) are lost.
function statedByN8n1(error: unknown): RequestFailure {
	const stated = error as { httpCode?: unknown; context?: { data?: unknown } } | undefined;
	const status = Number(stated?.httpCode);
	if (typeof stated?.httpCode !== 'string' || !Number.isInteger(status) || status < 100) return {};
	return { status, body: parseBody(stated.context?.data) };
}
