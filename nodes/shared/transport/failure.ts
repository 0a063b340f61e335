import type { IDataObject } from 'n8n-workflow';

/** What a failed request tells us, whichever layer of n8n's HTTP helpers raised it. */
export interface RequestFailure {
	/** HTTP status, absent when no response arrived (timeout, dropped connection). */
	status?: number;
	/** The service's error body `{ code, message, parameter? }` when it sent one. */
	body?: IDataObject;
	retryAfterSeconds?: number;
	/** Network error code such as ECONNRESET, ETIMEDOUT or a TLS code like CERT_HAS_EXPIRED. */
	networkCode?: string;
	/** Where the failed request went: scheme, host and port only (no path, query or user info). */
	address?: string;
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

function retryAfter(headers: Record<string, unknown> | undefined): number | undefined {
	const value = Number(headers?.['retry-after']);
	return Number.isFinite(value) && value >= 0 ? value : undefined;
}

interface RequestConfigLike {
	url?: unknown;
	baseURL?: unknown;
}

function addressOf(config: RequestConfigLike | undefined): string | undefined {
	const url = typeof config?.baseURL === 'string' && config.baseURL !== '' ? config.baseURL : config?.url;
	if (typeof url !== 'string') return undefined;
	try {
		return new URL(url).origin;
	} catch {
		// A relative or malformed URL names no address worth showing.
		return undefined;
	}
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
				retryAfterSeconds: retryAfter(response?.headers),
			};
		}
		// Node's codes: ECONNREFUSED, ENOTFOUND, ETIMEDOUT, EPROTO, and TLS ones like CERT_HAS_EXPIRED.
		if (typeof candidate.code === 'string' && /^[A-Z][A-Z0-9_]+$/.test(candidate.code)) {
			return { networkCode: candidate.code, address: addressOf(candidate.config ?? candidate.options) };
		}
		current = candidate.cause;
	}
	return {};
}
