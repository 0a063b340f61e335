/**
 * One place that turns every failure into the service's error body. Framework errors caused by
 * the client (validation, parsing, size, media type) become 4xx; only real defects become 500.
 */
import type { FastifyError } from 'fastify';
import { ApiError, invalidBody, invalidParameter, notFound } from './errors';

interface ValidationIssue {
	keyword: string;
	instancePath: string;
	message?: string;
	params: Record<string, unknown>;
}

const CLIENT_FRAMEWORK_ERRORS: Readonly<Record<string, string>> = {
	FST_ERR_CTP_BODY_TOO_LARGE: 'The body is larger than 1 MiB',
	FST_ERR_CTP_INVALID_MEDIA_TYPE:
		'The Content-Type is not accepted: send application/json, text/plain or text/x-gettext-translation as the operation asks',
	FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length does not match the body',
	FST_ERR_CTP_EMPTY_JSON_BODY: 'The JSON body is empty',
	FST_ERR_CTP_INVALID_JSON_BODY: 'The body is not valid JSON',
};

export function toApiError(error: unknown): ApiError {
	if (error instanceof ApiError) return error;
	const framework = error as Partial<FastifyError> & { validation?: ValidationIssue[] };
	if (framework.validation && framework.validation.length > 0) {
		return fromValidation(framework.validation[0], framework.validationContext);
	}
	if (framework.code === 'FST_ERR_BAD_URL' || framework.code === 'FST_ERR_MAX_PARAM_LENGTH') {
		return notFound('Not found: the path is not a resource of this service');
	}
	if (framework.code && CLIENT_FRAMEWORK_ERRORS[framework.code]) {
		return invalidBody(CLIENT_FRAMEWORK_ERRORS[framework.code]);
	}
	if (
		typeof framework.statusCode === 'number' &&
		framework.statusCode >= 400 &&
		framework.statusCode < 500
	) {
		return new ApiError('invalid_request', 'The request cannot be read');
	}
	return new ApiError('server_error', 'The sandbox failed unexpectedly');
}

function fromValidation(issue: ValidationIssue, context: string | undefined): ApiError {
	const parameter = parameterName(issue);
	if (context === 'body' && parameter === '') {
		return invalidBody(`The body ${issue.message ?? 'is invalid'}`);
	}
	const where =
		context === 'body' ? 'body field' : context === 'params' ? 'path parameter' : 'parameter';
	if (issue.keyword === 'additionalProperties') {
		return invalidParameter(
			parameter,
			`The ${where} "${parameter}" is not accepted by this operation`,
		);
	}
	if (issue.keyword === 'required') {
		return invalidParameter(parameter, `The ${where} "${parameter}" is required`);
	}
	if (issue.keyword === 'pattern' && parameter.endsWith('languageId')) {
		return invalidParameter(
			parameter,
			`The ${where} "${parameter}" must be a BCP 47 language id: a language, optionally a script and a region, such as fr, en-US, zh-Hans-CN or es-419`,
		);
	}
	return invalidParameter(
		parameter,
		`The ${where} "${parameter}" ${issue.message ?? 'is invalid'}`,
	);
}

/** `/tagIds/0` → `tagIds[0]`; a missing or extra property is named by the property itself. */
function parameterName(issue: ValidationIssue): string {
	const segments = issue.instancePath.split('/').filter((segment) => segment !== '');
	const extra =
		issue.params.additionalProperty ?? issue.params.missingProperty ?? issue.params.propertyName;
	if (typeof extra === 'string' && issue.keyword !== 'propertyNames') segments.push(extra);
	return segments.reduce(
		(name, segment) =>
			/^\d+$/.test(segment) ? `${name}[${segment}]` : name === '' ? segment : `${name}.${segment}`,
		'',
	);
}
