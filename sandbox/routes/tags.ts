/** Tags: list, read, create, update, delete, and assignment to templates and drafts. */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidParameter } from '../errors';
import { presentTag } from '../presenters/account';
import type { PathParams } from '../route-config';
import type { SandboxRuntime } from '../runtime';
import { EMPTY_BODY, NAME, NO_QUERY, pathParameters } from '../schemas';
import { ID_PREFIX, idFor } from '../store/ids';
import type { Tag, TagType } from '../store/model';
import type { Store } from '../store/store';
import {
	type Taggable,
	checkAssignable,
	findTag,
	findTaggable,
	removeTagEverywhere,
} from '../tagging';

const TAG_TYPES = ['template', 'draft', 'block'];

/**
 * An empty or absent `types` means every type, and `workspaceIds` every workspace. A tag's name
 * may be empty, as a created tag without one has.
 */
const tagFields = {
	name: { ...NAME, minLength: 0 },
	types: {
		type: 'array',
		items: { type: 'string', enum: TAG_TYPES },
		maxItems: 3,
		uniqueItems: true,
	},
	workspaceIds: { type: 'array', items: { type: 'string' }, maxItems: 1000, uniqueItems: true },
} as const;

/** The document requires none of the fields. */
const CREATE_BODY = {
	type: 'object',
	properties: tagFields,
	additionalProperties: false,
} as const;

const UPDATE_BODY = {
	type: 'object',
	properties: { ...tagFields, status: { type: 'string', enum: ['active', 'inactive'] } },
	additionalProperties: false,
} as const;

/** The document requires neither `tagIds` nor any entry in it: an empty list changes nothing. */
const TAG_IDS_BODY = {
	type: 'object',
	properties: { tagIds: { type: 'array', items: { type: 'string' }, maxItems: 1000 } },
	additionalProperties: false,
} as const;

const LIST_QUERY = {
	type: 'object',
	properties: {
		type: { type: 'string', enum: TAG_TYPES },
		workspaceId: { type: 'string', maxLength: 1000 },
	},
	additionalProperties: false,
} as const;

interface TagBody {
	name?: string;
	types?: TagType[];
	workspaceIds?: string[];
	status?: Tag['status'];
}

export function registerTagRoutes(app: FastifyInstance, runtime: SandboxRuntime): void {
	const tagParams = pathParameters('tagId');
	const resourceParams = pathParameters('resourceId');
	const tagOf = ({ tagId }: PathParams) => findTag(runtime.store, tagId);
	const resourceOf = ({ resourceId }: PathParams) => findTaggable(runtime.store, resourceId);

	app.get('/tags', {
		schema: { querystring: LIST_QUERY },
		handler: async (request) => {
			const { type, workspaceId } = request.query as { type?: TagType; workspaceId?: string };
			// A filter matches the values a tag lists: one for every type or workspace lists none.
			return runtime.store.tags.items
				.filter(
					(tag) =>
						(type === undefined || tag.types.includes(type)) &&
						(workspaceId === undefined || tag.workspaceIds.includes(workspaceId)),
				)
				.map(presentTag);
		},
	});

	app.get('/tags/:tagId', {
		config: { exists: tagOf },
		schema: { params: tagParams, querystring: NO_QUERY },
		handler: async (request) => presentTag(tagOf(request.params as PathParams)),
	});

	app.post('/tags/create', {
		config: { bodyRequired: true },
		schema: { querystring: NO_QUERY, body: CREATE_BODY },
		handler: async (request) => {
			const body = request.body as Omit<TagBody, 'status'>;
			checkWorkspaces(runtime.store, body.workspaceIds ?? []);
			const now = runtime.now();
			const seq = runtime.store.nextSeq();
			const tag: Tag = {
				id: idFor(ID_PREFIX.tag, seq),
				seq,
				name: body.name ?? '',
				types: [...(body.types ?? [])],
				workspaceIds: [...(body.workspaceIds ?? [])],
				status: 'active',
				createdAt: now,
				updatedAt: now,
			};
			runtime.store.tags.add(tag);
			return presentTag(tag);
		},
	});

	app.patch('/tags/update/:tagId', {
		config: { exists: tagOf },
		schema: { params: tagParams, querystring: NO_QUERY, body: UPDATE_BODY },
		handler: async (request, reply) => {
			const tag = tagOf(request.params as PathParams);
			const body = request.body as TagBody;
			if (body.workspaceIds) checkWorkspaces(runtime.store, body.workspaceIds);
			if (body.name !== undefined) tag.name = body.name;
			if (body.types) tag.types = [...body.types];
			if (body.workspaceIds) tag.workspaceIds = [...body.workspaceIds];
			if (body.status) tag.status = body.status;
			tag.updatedAt = runtime.now();
			return reply.send();
		},
	});

	app.delete('/tags/delete/:tagId', {
		config: { exists: tagOf },
		schema: { params: tagParams, querystring: NO_QUERY, body: EMPTY_BODY },
		handler: async (request, reply) => {
			const tag = tagOf(request.params as PathParams);
			removeTagEverywhere(runtime.store, tag.id);
			return reply.send();
		},
	});

	// Assign and unassign take the same path and body: they differ in what they do with the ids.
	const assignment = (change: (resource: Taggable, tagIds: string[]) => void) => ({
		config: { bodyRequired: true, exists: resourceOf },
		schema: { params: resourceParams, querystring: NO_QUERY, body: TAG_IDS_BODY },
		handler: async (request: FastifyRequest, reply: FastifyReply) => {
			const tagIds = (request.body as { tagIds?: string[] }).tagIds ?? [];
			change(resourceOf(request.params as PathParams), tagIds);
			return reply.send();
		},
	});

	app.put(
		'/tags/assign/:resourceId',
		assignment((resource, tagIds) => {
			checkAssignable(runtime.store, resource, tagIds);
			const added = tagIds.filter(
				(tagId, index) => !resource.tagIds.includes(tagId) && tagIds.indexOf(tagId) === index,
			);
			resource.tagIds.push(...added);
		}),
	);

	app.post(
		'/tags/unassign/:resourceId',
		assignment((resource, tagIds) => {
			for (const tagId of tagIds) findTag(runtime.store, tagId);
			const kept = resource.tagIds.filter((tagId) => !tagIds.includes(tagId));
			resource.tagIds.splice(0, resource.tagIds.length, ...kept);
		}),
	);
}

function checkWorkspaces(store: Store, workspaceIds: readonly string[]): void {
	workspaceIds.forEach((workspaceId, index) => {
		const folder = store.folders.get(workspaceId);
		if (!folder || folder.parentId !== null) {
			throw invalidParameter(
				`workspaceIds[${index}]`,
				`"${workspaceId}" is not a workspace of this account`,
			);
		}
	});
}
