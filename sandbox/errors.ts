/** The service's error body and the status each error code answers with. */

export const ERROR_STATUS = {
	invalid_parameter: 400,
	invalid_body: 400,
	invalid_request: 400,
	unauthenticated: 401,
	unauthorized: 403,
	prohibited_action: 403,
	not_found: 404,
	rate_limited: 429,
	server_error: 500,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

export interface ErrorBody {
	code: ErrorCode;
	message: string;
	parameter?: string;
}

export class ApiError extends Error {
	readonly status: number;

	constructor(
		readonly code: ErrorCode,
		message: string,
		readonly parameter?: string,
	) {
		super(message);
		this.status = ERROR_STATUS[code];
	}

	get body(): ErrorBody {
		// The decisions file allows `parameter` with invalid_parameter only.
		return this.code === 'invalid_parameter' && this.parameter !== undefined
			? { code: this.code, message: this.message, parameter: this.parameter }
			: { code: this.code, message: this.message };
	}
}

export function invalidParameter(parameter: string, message: string): ApiError {
	return new ApiError('invalid_parameter', message, parameter);
}

export function invalidBody(message: string): ApiError {
	return new ApiError('invalid_body', message);
}

export function notFound(message: string): ApiError {
	return new ApiError('not_found', message);
}

export function prohibited(message: string): ApiError {
	return new ApiError('prohibited_action', message);
}
