/**
 * What the live check reads, as data: every read operation of every node, per channel where the
 * operation has channels, each with the node parameters a user would set. The ids each needs come
 * from an earlier check's output, so the check reads only what the account itself holds.
 */
import type { IDataObject, INodeParameters } from 'n8n-workflow';

import { CHANNEL_NAMES, CHANNELS, type ChannelName } from '../../nodes/shared/channels';
import { type ApiVersion, targetLanguagesFor } from '../../nodes/shared/versions';

export type PackageNode =
	| 'MessageTemplates'
	| 'MessageDrafts'
	| 'MessageLocalizations'
	| 'MessageTags'
	| 'MessageWorkspaces';

/** Ids found so far, per channel for the channel's own things and under `account` for the rest. */
export interface Found {
	templateId?: string;
	draftId?: string;
	localizationId?: string;
	languageId?: string;
	blockId?: string;
	blockLanguageId?: string;
	tagId?: string;
	folderId?: string;
	themeId?: string;
	customerProfileId?: string;
	/** The draft's workspace, and the active tags with theirs: a tag assigns only within its own. */
	workspaceId?: string;
	tags?: Array<{ id: string; workspaceIds: string[] }>;
}

export type IdName = Exclude<keyof Found, 'tags'>;

export interface LiveCheck {
	node: PackageNode;
	/** As the node's Resource and Operation read: `Template: Get Many`. */
	operation: string;
	channel?: ChannelName;
	/** Ids an earlier check must have found. */
	needs: IdName[];
	parameters: (found: Found) => INodeParameters;
	/** What later checks need, read out of the node's output. */
	remember?: { [K in keyof Found]?: (items: IDataObject[]) => Found[K] };
}

const byId = (value: string | undefined) => ({ __rl: true, mode: 'id', value: value ?? '' });
const firstOf = (items: IDataObject[], field = 'id') =>
	items.map((item) => item[field]).find((value): value is string => typeof value === 'string');
const FIRST_PAGE = { returnAll: false, limit: 10 };

/**
 * The first language of the first localization reference that names one; older API versions
 * name them `localization` and `language`.
 */
function firstLanguage(items: IDataObject[]): { id?: string; language?: string } {
	for (const item of items) {
		const id = item.id ?? item.localization;
		const languages = Array.isArray(item.languages) ? item.languages : [item.language];
		const language = languages.find((value) => typeof value === 'string');
		if (typeof id === 'string' && typeof language === 'string') return { id, language };
	}
	return {};
}

/** A list's first page; its first item's id is remembered as `remembered` for later checks. */
function firstPage(
	node: PackageNode,
	operation: string,
	parameters: INodeParameters,
	remembered: IdName,
	more: LiveCheck['remember'] = {},
): LiveCheck {
	return {
		node,
		operation,
		needs: [],
		parameters: () => ({ ...parameters, operation: 'getAll', ...FIRST_PAGE }),
		remember: { [remembered]: (items: IDataObject[]) => firstOf(items), ...more },
	};
}

/** A Get of the one record whose id an earlier check remembered as `name`. */
const readById = (
	node: PackageNode,
	operation: string,
	resource: string,
	name: IdName,
	nodeOperation = 'get',
): LiveCheck => ({
	node,
	operation,
	needs: [name],
	parameters: (found) => ({ resource, operation: nodeOperation, [name]: byId(found[name]) }),
});

/** A read of what the ids `needs` name (a draft, a block, a language of one), with `parameters`. */
const readOf =
	(needs: IdName[], of: (found: Found) => INodeParameters) =>
	(node: PackageNode, operation: string, parameters: INodeParameters): LiveCheck => ({
		node,
		operation,
		needs,
		parameters: (found) => ({ ...parameters, ...of(found) }),
	});

function channelChecks(channel: ChannelName, version: ApiVersion): LiveCheck[] {
	const targetLanguage = CHANNELS[channel].targetLanguageRequired
		? (targetLanguagesFor(channel, version)[0] ?? '')
		: '';
	const draft = (found: Found) => ({ channel, draftId: byId(found.draftId) });
	const draftParent = (found: Found) => ({ parent: 'draft', ...draft(found) });
	const language = (found: Found) => ({
		...draftParent(found),
		languageId: found.languageId ?? '',
	});
	const shownDraft = readOf(['draftId'], (found) => ({ ...draft(found), targetLanguage }));
	const ofDraft = readOf(['draftId'], draftParent);
	const ofLanguage = readOf(['draftId', 'languageId'], language);
	const checks: LiveCheck[] = [
		firstPage(
			'MessageTemplates',
			'Template: Get Many',
			{ resource: 'template', channel },
			'templateId',
		),
		{
			node: 'MessageTemplates',
			operation: 'Template: Get',
			needs: ['templateId'],
			parameters: (found) => ({
				resource: 'template',
				operation: 'get',
				channel,
				templateId: byId(found.templateId),
				targetLanguage,
			}),
		},
		{
			node: 'MessageTemplates',
			operation: 'Template: Render',
			needs: ['templateId'],
			parameters: (found) => ({
				resource: 'template',
				operation: 'render',
				channel,
				templateId: byId(found.templateId),
				variablesSource: 'fields',
			}),
		},
		firstPage('MessageDrafts', 'Draft: Get Many', { resource: 'draft', channel }, 'draftId'),
		{
			...shownDraft('MessageDrafts', 'Draft: Get', { resource: 'draft', operation: 'get' }),
			remember: { workspaceId: (items) => firstOf(items, 'workspaceId') },
		},
		shownDraft('MessageDrafts', 'Draft: Compare With Published', {
			resource: 'draft',
			operation: 'compare',
		}),
		shownDraft('MessageDrafts', 'Draft: Build Review Page', {
			resource: 'draft',
			operation: 'reviewPage',
		}),
		{
			...ofDraft('MessageLocalizations', 'Localization: Get Many', {
				resource: 'localization',
				operation: 'getAll',
			}),
			remember: {
				localizationId: (items) => firstLanguage(items).id,
				languageId: (items) => firstLanguage(items).language,
			},
		},
		{
			node: 'MessageLocalizations',
			operation: 'Localization: Get',
			needs: ['localizationId'],
			parameters: (found) => ({
				resource: 'localization',
				operation: 'get',
				channel,
				localizationId: found.localizationId ?? '',
				targetLanguage,
			}),
		},
		{
			node: 'MessageLocalizations',
			operation: 'Localization: Get for Draft',
			needs: ['localizationId', 'draftId'],
			parameters: (found) => ({
				resource: 'localization',
				operation: 'getForDraft',
				...draft(found),
				localizationId: found.localizationId ?? '',
				targetLanguage,
			}),
		},
		ofLanguage('MessageLocalizations', 'Translation: Get', {
			resource: 'translation',
			operation: 'get',
		}),
		ofDraft('MessageLocalizations', 'Translation: Status', {
			resource: 'translation',
			operation: 'status',
		}),
		ofDraft('MessageLocalizations', 'Localization Key: Get Many (JSON)', {
			resource: 'localizationKey',
			operation: 'getAll',
		}),
		ofDraft('MessageLocalizations', 'Localization Key: Get Many (POT file)', {
			resource: 'localizationKey',
			operation: 'getAll',
			keysOutput: 'potFile',
		}),
	];
	return checks.map((check) => ({ channel, ...check }));
}

const blockParent = (found: Found) => ({ parent: 'block', blockId: byId(found.blockId) });
const blockLanguage = (found: Found) => ({
	...blockParent(found),
	languageId: found.blockLanguageId ?? '',
});
const ofBlock = readOf(['blockId'], blockParent);
const ofBlockLanguage = readOf(['blockId', 'blockLanguageId'], blockLanguage);

const accountChecks: LiveCheck[] = [
	firstPage('MessageTemplates', 'Block: Get Many', { resource: 'block' }, 'blockId'),
	readById('MessageTemplates', 'Block: Get', 'block', 'blockId'),
	{
		...ofBlock('MessageLocalizations', 'Localization: Get Many (block)', {
			resource: 'localization',
			operation: 'getAll',
		}),
		remember: { blockLanguageId: (items) => firstLanguage(items).language },
	},
	ofBlockLanguage('MessageLocalizations', 'Translation: Get (block)', {
		resource: 'translation',
		operation: 'get',
	}),
	ofBlock('MessageLocalizations', 'Localization Key: Get Many (block)', {
		resource: 'localizationKey',
		operation: 'getAll',
	}),
	firstPage('MessageTemplates', 'Theme: Get Many', { resource: 'theme' }, 'themeId'),
	readById('MessageTemplates', 'Theme: Get', 'theme', 'themeId'),
	firstPage(
		'MessageTemplates',
		'Customer Profile: Get Many',
		{ resource: 'customerProfile' },
		'customerProfileId',
	),
	readById('MessageTemplates', 'Customer Profile: Get', 'customerProfile', 'customerProfileId'),
	firstPage('MessageTags', 'Tag: Get Many', { resource: 'tag' }, 'tagId', {
		tags: (items) =>
			items
				.filter(
					({ id, status, types }) =>
						typeof id === 'string' &&
						status === 'active' &&
						Array.isArray(types) &&
						(types as unknown[]).includes('draft'),
				)
				.map(({ id, workspaceIds }) => ({
					id: id as string,
					workspaceIds: Array.isArray(workspaceIds) ? workspaceIds.map(String) : [],
				})),
	}),
	readById('MessageTags', 'Tag: Get', 'tag', 'tagId'),
	firstPage('MessageWorkspaces', 'Workspace: Get Many', { resource: 'workspace' }, 'folderId'),
	readById('MessageWorkspaces', 'Folder: Get', 'folder', 'folderId'),
	readById('MessageWorkspaces', 'Folder: Get Tree', 'folder', 'folderId', 'getTree'),
];

/** Every check, channel by channel, then the account's own things. */
export function liveChecks(version: ApiVersion): LiveCheck[] {
	return [...CHANNEL_NAMES.flatMap((channel) => channelChecks(channel, version)), ...accountChecks];
}
