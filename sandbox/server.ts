/**
 * The Fastify app. Every request goes through: authentication → version → endpoint availability
 * → rate limit → injected faults → existence of what the path names → body form → schema
 * validation → query parameters the version lacks → route (state checks). Admin paths stop after
 * authentication.
 */
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { endpointOf, jsonMediaType } from '../nodes/shared/versions';
import { clientErrorHandler } from './client-errors';
import { bodyKindOf, describeBodyKinds, registerBodyParsers } from './content-types';
import { checkFrameworkReply, registerContract } from './contract';
import { ApiError, invalidBody, notFound } from './errors';
import { toApiError } from './error-handler';
import { setAnswerMediaType } from './media-types';
import { loggedPath, loggedQuery } from './request-log';
import type { PathParams } from './route-config';
import { registerAdminRoutes } from './routes/admin';
import { registerBlockRoutes } from './routes/blocks';
import { registerCustomerProfileRoutes } from './routes/customer-profiles';
import { registerDraftLifecycleRoutes } from './routes/draft-lifecycle';
import { registerDraftRoutes } from './routes/drafts';
import { registerLocalizationRoutes } from './routes/localizations';
import { registerTagRoutes } from './routes/tags';
import { registerTemplateRoutes } from './routes/templates';
import { registerThemeRoutes } from './routes/themes';
import { registerWorkspaceRoutes } from './routes/workspaces';
import type { SandboxRuntime } from './runtime';
import { readAccept, requireEndpoint, requireParameters } from './versioning';

const BODY_LIMIT = 1024 * 1024;

export function buildServer(runtime: SandboxRuntime): FastifyInstance {
	const app = Fastify({
		logger: false,
		bodyLimit: BODY_LIMIT,
		routerOptions: { maxParamLength: 500 },
		ajv: {
			customOptions: {
				removeAdditional: false,
				coerceTypes: false,
				useDefaults: false,
				allErrors: false,
			},
		},
		// Refused by the router (a path that does not decode, an id over the length limit): no hook
		// runs for these, so they are checked and logged here.
		frameworkErrors: (error, request, reply) => {
			const failure = authenticate(runtime, request) ?? toApiError(error);
			checkFrameworkReply(
				runtime.contract,
				request as FastifyRequest,
				failure.status,
				failure.body,
			);
			if (!isAdminPath(request.url)) {
				runtime.requestLog.add({
					method: request.method,
					path: loggedPath(request.url),
					query: loggedQuery(request.url),
					status: failure.status,
				});
			}
			void (reply as FastifyReply).status(failure.status).send(failure.body);
		},
		clientErrorHandler: clientErrorHandler(runtime.requestLog),
	});
	app.decorateRequest('api', null);
	app.decorateRequest('concurrent', 0);
	registerBodyParsers(app);

	// What a route of the interface needs of a version is the version table's: a route it does not
	// know is a mistake, found when the sandbox starts.
	app.addHook('onRoute', (route) => {
		if (route.config?.admin) return;
		const method = route.method === 'HEAD' ? 'GET' : String(route.method);
		const endpoint = endpointOf(method, route.url);
		if (!endpoint) {
			throw new Error(
				`${method} ${route.url} is in no feature of nodes/shared/versions.ts: add it to the version that brought it`,
			);
		}
		route.config = { ...route.config, endpoint };
	});

	// Every write handler runs with its changes recorded, for the journal of `--data FILE`.
	app.addHook('onRoute', (route) => {
		const methods = Array.isArray(route.method) ? route.method : [route.method];
		if (route.config?.admin || methods.every(isRead)) return;
		const handler = route.handler;
		route.handler = function (request, reply) {
			return runtime.store.recordChanges(() => handler.call(this, request, reply));
		};
	});

	// Counted first, so that a request refused by a later hook still counts as being served.
	app.addHook('onRequest', async (request, reply) => {
		if (request.routeOptions.config.admin) return;
		request.concurrent = runtime.requestLog.arrive();
		reply.raw.once('close', () => runtime.requestLog.leave());
	});

	app.addHook('onRequest', async (request, reply) => {
		const failure = authenticate(runtime, request);
		if (failure) throw failure;
		const config = request.routeOptions.config;
		if (config.admin) return;
		if (config.endpoint) {
			request.api = readAccept(request.headers.accept, runtime.mediaTypeName);
			if (request.api.gettext && !config.gettext) {
				throw new ApiError(
					'invalid_request',
					`This operation answers JSON only: send Accept: ${jsonMediaType('<version>', runtime.mediaTypeName)}`,
				);
			}
			requireEndpoint(request.api, config.endpoint);
			if (runtime.drift.gone(request.method, request.url, request.api.version))
				throw unknownOperation(request);
		}
		if (!runtime.rateLimiter.take()) {
			void reply.header('Retry-After', String(runtime.rateLimiter.retryAfterSeconds()));
			throw new ApiError(
				'rate_limited',
				'Rate limit exceeded: wait for the number of seconds in Retry-After',
			);
		}
		await injectFaults(runtime, reply);
		config.exists?.(request.params as PathParams);
	});

	app.addHook('preValidation', async (request) => {
		const config = request.routeOptions.config;
		if (config.admin) return;
		const kinds = config.bodyKinds ?? ['json'];
		if (request.body === undefined) {
			if (config.bodyRequired)
				throw invalidBody(`This operation needs a body as ${describeBodyKinds(kinds)}`);
			// An absent optional JSON body reads as `{}`, so its schema applies the same way.
			if (kinds.includes('json')) request.body = {};
			return;
		}
		const kind = bodyKindOf(request.headers['content-type']);
		if (kind === undefined || !kinds.includes(kind)) {
			throw invalidBody(`This operation takes its body as ${describeBodyKinds(kinds)}`);
		}
	});

	app.addHook('preHandler', async (request) => {
		const { endpoint } = request.routeOptions.config;
		if (endpoint && request.api) {
			requireParameters(request.api, endpoint, request.query as Record<string, unknown>);
		}
	});

	app.addHook('onSend', async (request, reply, payload) => {
		if (request.routeOptions.config.admin) return;
		void reply.header('X-RateLimit-Remaining', String(runtime.rateLimiter.remaining()));
		setAnswerMediaType(request, reply, payload, runtime.mediaTypeName);
		if (!isRead(request.method) && reply.statusCode < 300 && request.routeOptions.config.endpoint) {
			runtime.persist();
		}
	});

	app.addHook('onSend', async (request, reply, payload) => {
		if (request.routeOptions.config.admin || reply.statusCode >= 300) return payload;
		return typeof payload === 'string'
			? runtime.drift.apply(request.method, request.url, payload)
			: payload;
	});

	// After the other onSend hooks, so the contract sees the answer exactly as it is sent.
	registerContract(app, runtime.contract);

	app.addHook('onResponse', async (request, reply) => {
		if (request.routeOptions.config.admin) return;
		runtime.requestLog.add({
			method: request.method,
			path: loggedPath(request.url),
			query: { ...(request.query as Record<string, unknown>) },
			status: reply.statusCode,
			concurrent: request.concurrent,
		});
	});

	app.setErrorHandler((error, _request, reply) => {
		const failure = toApiError(error);
		// The message doubles as the HTTP reason phrase: clients that only show the status line
		// (n8n's credential test among them) then show the service's own words.
		reply.raw.statusMessage = reasonPhrase(failure.body.message);
		return reply.status(failure.status).send(failure.body);
	});
	app.setNotFoundHandler(async (request) => {
		throw unknownOperation(request);
	});

	registerAdminRoutes(app, runtime);
	registerTemplateRoutes(app, runtime);
	registerDraftRoutes(app, runtime);
	registerDraftLifecycleRoutes(app, runtime);
	registerLocalizationRoutes(app, runtime);
	registerBlockRoutes(app, runtime);
	registerWorkspaceRoutes(app, runtime);
	registerTagRoutes(app, runtime);
	registerThemeRoutes(app, runtime);
	registerCustomerProfileRoutes(app, runtime);
	return app;
}

/** What an unknown path answers; a drift that takes an operation away answers the same. */
function unknownOperation(request: FastifyRequest): ApiError {
	return notFound(
		`Not found: ${request.method} ${request.url.split('?')[0]} is not an operation of this service`,
	);
}

function isAdminPath(url: string): boolean {
	return url === '/_sandbox' || url.startsWith('/_sandbox/') || url.startsWith('/_sandbox?');
}

function isRead(method: string): boolean {
	return method === 'GET' || method === 'HEAD';
}

/** Authentication comes first for every path, known or not, so a bad key never learns what exists. */
function authenticate(runtime: SandboxRuntime, request: FastifyRequest): ApiError | undefined {
	const header = request.headers.authorization ?? '';
	const token = /^Bearer (.+)$/.exec(header)?.[1];
	const access = token === undefined ? 'none' : runtime.access(token);
	if (access === 'none') {
		return new ApiError(
			'unauthenticated',
			'Missing or invalid API key: send Authorization: Bearer <API key>',
		);
	}
	const config = request.routeOptions?.config ?? {};
	if (access === 'readOnly' && (!isRead(request.method) || config.admin)) {
		return new ApiError(
			'unauthorized',
			'This API key is read-only: it cannot change templates, drafts or tags',
		);
	}
	return undefined;
}

/** A reason phrase must be one line of visible ASCII. */
function reasonPhrase(message: string): string {
	return message.replace(/[^\x20-\x7e]/g, '?').slice(0, 200);
}

async function injectFaults(runtime: SandboxRuntime, reply: FastifyReply): Promise<void> {
	const { latencyMs } = runtime.faults.settings;
	// The global timer, so that a test's fast clock speeds the latency up with everything else.
	if (latencyMs > 0) await new Promise((resolve) => setTimeout(resolve, latencyMs));
	const failure = runtime.faults.nextFailure();
	if (failure === 500)
		throw new ApiError('server_error', 'Injected fault: the sandbox answers 500 for this request');
	if (failure === 429) {
		void reply.header('Retry-After', '1');
		throw new ApiError('rate_limited', 'Injected fault: the sandbox answers 429 for this request');
	}
}
