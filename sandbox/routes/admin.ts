/** `/_sandbox/...`: controls for tests, outside the interface, behind the same (full) API key. */
import type { FastifyInstance } from 'fastify';
import { COMPILED_MEMBERS } from '../../nodes/shared/compiledMembers';
import { invalidBody, notFound, prohibited } from '../errors';
import type { FaultSettings } from '../faults';
import { isPublished } from '../lifecycle';
import type { Content } from '../store/model';
import type { SandboxRuntime } from '../runtime';
import { FAULT_SETTING_LIMITS, type FaultSettingName, settingSchema } from '../settings';

const FAULTS_BODY = {
	type: 'object',
	properties: {
		...Object.fromEntries(
			(Object.keys(FAULT_SETTING_LIMITS) as FaultSettingName[]).map((name) => [
				name,
				settingSchema(name),
			]),
		),
		failStatuses: {
			type: 'array',
			items: { type: 'integer', enum: [500, 429] },
			uniqueItems: true,
		},
	},
	additionalProperties: false,
} as const;

const TEXT = { type: 'string', maxLength: 1_000_000 } as const;

const CONTENT_BODY = {
	type: 'object',
	minProperties: 1,
	additionalProperties: {
		anyOf: [
			TEXT,
			{
				type: 'array',
				maxItems: 100,
				items: {
					type: 'object',
					properties: { type: { type: 'string', minLength: 1, maxLength: 100 }, value: TEXT },
					required: ['type', 'value'],
					additionalProperties: false,
				},
			},
		],
	},
} as const;

export function registerAdminRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const config = { admin: true };

	app.get('/_sandbox/faults', { config, handler: async () => runtime.faults.settings });

	// Fields left out keep their current value.
	app.put('/_sandbox/faults', {
		config,
		schema: { body: FAULTS_BODY },
		handler: async (request) => {
			runtime.updateFaults({
				...runtime.faults.settings,
				...(request.body as Partial<FaultSettings>),
			});
			return runtime.faults.settings;
		},
	});

	// What a designer does in the service's editor, which the interface has no endpoint for: the
	// members given replace the draft's own, the others stay. A published draft is read-only.
	// `keepUpdatedAt=true` changes the content without moving updatedAt, as content can change
	// without the draft being saved (a shared block, an editor that does not stamp its saves).
	app.put('/_sandbox/drafts/:draftId/content', {
		config,
		schema: {
			params: { type: 'object', properties: { draftId: { type: 'string' } } },
			querystring: {
				type: 'object',
				properties: { keepUpdatedAt: { type: 'string', enum: ['true', 'false'] } },
				additionalProperties: false,
			},
			body: CONTENT_BODY,
		},
		handler: async (request) => {
			const { draftId } = request.params as { draftId: string };
			const { keepUpdatedAt } = request.query as { keepUpdatedAt?: string };
			const body = request.body as Content;
			// Recorded like the interface's writes, so that `--data FILE` keeps the edit.
			const content = runtime.store.recordChanges(() => {
				const draft = runtime.store.drafts.get(draftId);
				const template = draft && runtime.store.templates.get(draft.templateId);
				if (!draft || !template) throw notFound(`Not found: no draft has the id "${draftId}"`);
				if (isPublished(draft))
					throw prohibited(
						`Cannot edit the draft "${draftId}": it has been published and is read-only`,
					);
				const members = COMPILED_MEMBERS[template.channel];
				for (const [name, value] of Object.entries(body)) {
					const member = members.find((each) => each.name === name);
					if (!member) {
						throw invalidBody(
							`A ${template.channel} draft has no member "${name}"; it has ${members.map((each) => each.name).join(', ')}`,
						);
					}
					if ((member.form === 'parts') !== Array.isArray(value)) {
						throw invalidBody(
							`"${name}" must be ${member.form === 'parts' ? 'a list of { type, value } parts' : 'a string'}`,
						);
					}
				}
				draft.content = { ...draft.content, ...body };
				if (keepUpdatedAt !== 'true') draft.updatedAt = runtime.now();
				return draft.content;
			});
			runtime.persist();
			return content;
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
		handler: async (_request, reply) =>
			reply.type('application/json; charset=utf-8').send(runtime.store.serialize()),
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
		handler: async () =>
			runtime.contract?.report() ?? {
				enabled: false,
				requests: 0,
				violations: [],
				dropped: 0,
				extensions: [],
			},
	});

	app.delete('/_sandbox/contract', {
		config,
		handler: async (_request, reply) => {
			runtime.contract?.clear();
			return reply.send();
		},
	});
}
