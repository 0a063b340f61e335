/** `/_sandbox/...`: controls for tests, outside the interface, behind the same (full) API key. */
import type { FastifyInstance } from 'fastify';
import type { FaultSettings } from '../faults';
import type { SandboxRuntime } from '../runtime';
import { FAULT_SETTING_LIMITS, type FaultSettingName, settingSchema } from '../settings';

const FAULTS_BODY = {
	type: 'object',
	properties: {
		...Object.fromEntries((Object.keys(FAULT_SETTING_LIMITS) as FaultSettingName[]).map((name) => [name, settingSchema(name)])),
		failStatuses: { type: 'array', items: { type: 'integer', enum: [500, 429] }, uniqueItems: true },
	},
	additionalProperties: false,
} as const;

export function registerAdminRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const config = { admin: true };

	app.get('/_sandbox/faults', { config, handler: async () => runtime.faults.settings });

	// Fields left out keep their current value.
	app.put('/_sandbox/faults', {
		config,
		schema: { body: FAULTS_BODY },
		handler: async (request) => {
			runtime.updateFaults({ ...runtime.faults.settings, ...(request.body as Partial<FaultSettings>) });
			return runtime.faults.settings;
		},
	});

	app.post('/_sandbox/reset', {
		config,
		handler: async (_request, reply) => {
			runtime.reset();
			return reply.send();
		},
	});

	app.get('/_sandbox/state', {
		config,
		handler: async (_request, reply) => reply.type('application/json; charset=utf-8').send(runtime.store.serialize()),
	});

	app.get('/_sandbox/requests', { config, handler: async () => runtime.requestLog.list() });

	app.delete('/_sandbox/requests', {
		config,
		handler: async (_request, reply) => {
			runtime.requestLog.clear();
			return reply.send();
		},
	});

	// The contract checks: what differed from the vendor's document since the last clear.
	app.get('/_sandbox/contract', {
		config,
		handler: async () => runtime.contract?.report() ?? { enabled: false, requests: 0, violations: [], dropped: 0, extensions: [] },
	});

	app.delete('/_sandbox/contract', {
		config,
		handler: async (_request, reply) => {
			runtime.contract?.clear();
			return reply.send();
		},
	});
}
