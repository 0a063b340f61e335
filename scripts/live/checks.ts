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
	const base = { channel };
	return [
		{
			...base,
			node: 'MessageTemplates',
			operation: 'Template: Get Many',
			needs: [],
			parameters: () => ({ resource: 'template', operation: 'getAll', channel, ...FIRST_PAGE }),
			remember: { templateId: (items) => firstOf(items) },
		},
		{
			...base,
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
			...base,
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
		{
			...base,
			node: 'MessageDrafts',
			operation: 'Draft: Get Many',
			needs: [],
			parameters: () => ({ resource: 'draft', operation: 'getAll', channel, ...FIRST_PAGE }),
			remember: { draftId: (items) => firstOf(items) },
		},
		{
			...base,
			node: 'MessageDrafts',
			operation: 'Draft: Get',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'draft',
				operation: 'get',
				...draft(found),
				targetLanguage,
			}),
			remember: { workspaceId: (items) => firstOf(items, 'workspaceId') },
		},
		{
			...base,
			node: 'MessageDrafts',
			operation: 'Draft: Compare With Published',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'draft',
				operation: 'compare',
				...draft(found),
				targetLanguage,
			}),
		},
		{
			...base,
			node: 'MessageDrafts',
			operation: 'Draft: Build Review Page',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'draft',
				operation: 'reviewPage',
				...draft(found),
				targetLanguage,
			}),
		},
		{
			...base,
			node: 'MessageLocalizations',
			operation: 'Localization: Get Many',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'localization',
				operation: 'getAll',
				...draftParent(found),
			}),
			remember: {
				localizationId: (items) => firstLanguage(items).id,
				languageId: (items) => firstLanguage(items).language,
			},
		},
		{
			...base,
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
			...base,
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
		{
			...base,
			node: 'MessageLocalizations',
			operation: 'Translation: Get',
			needs: ['draftId', 'languageId'],
			parameters: (found) => ({ resource: 'translation', operation: 'get', ...language(found) }),
		},
		{
			...base,
			node: 'MessageLocalizations',
			operation: 'Translation: Status',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'translation',
				operation: 'status',
				...draftParent(found),
			}),
		},
		{
			...base,
			node: 'MessageLocalizations',
			operation: 'Localization Key: Get Many (JSON)',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'localizationKey',
				operation: 'getAll',
				...draftParent(found),
			}),
		},
		{
			...base,
			node: 'MessageLocalizations',
			operation: 'Localization Key: Get Many (POT file)',
			needs: ['draftId'],
			parameters: (found) => ({
				resource: 'localizationKey',
				operation: 'getAll',
				...draftParent(found),
				keysOutput: 'potFile',
			}),
		},
	];
}

const accountChecks: LiveCheck[] = [
	{
		node: 'MessageTemplates',
		operation: 'Block: Get Many',
		needs: [],
		parameters: () => ({ resource: 'block', operation: 'getAll', ...FIRST_PAGE }),
		remember: { blockId: (items) => firstOf(items) },
	},
	{
		node: 'MessageTemplates',
		operation: 'Block: Get',
		needs: ['blockId'],
		parameters: (found) => ({ resource: 'block', operation: 'get', blockId: byId(found.blockId) }),
	},
	{
		node: 'MessageLocalizations',
		operation: 'Localization: Get Many (block)',
		needs: ['blockId'],
		parameters: (found) => ({
			resource: 'localization',
			operation: 'getAll',
			parent: 'block',
			blockId: byId(found.blockId),
		}),
		remember: { blockLanguageId: (items) => firstLanguage(items).language },
	},
	{
		node: 'MessageLocalizations',
		operation: 'Translation: Get (block)',
		needs: ['blockId', 'blockLanguageId'],
		parameters: (found) => ({
			resource: 'translation',
			operation: 'get',
			parent: 'block',
			blockId: byId(found.blockId),
			languageId: found.blockLanguageId ?? '',
		}),
	},
	{
		node: 'MessageLocalizations',
		operation: 'Localization Key: Get Many (block)',
		needs: ['blockId'],
		parameters: (found) => ({
			resource: 'localizationKey',
			operation: 'getAll',
			parent: 'block',
			blockId: byId(found.blockId),
		}),
	},
	{
		node: 'MessageTemplates',
		operation: 'Theme: Get Many',
		needs: [],
		parameters: () => ({ resource: 'theme', operation: 'getAll', ...FIRST_PAGE }),
		remember: { themeId: (items) => firstOf(items) },
	},
	{
		node: 'MessageTemplates',
		operation: 'Theme: Get',
		needs: ['themeId'],
		parameters: (found) => ({ resource: 'theme', operation: 'get', themeId: byId(found.themeId) }),
	},
	{
		node: 'MessageTemplates',
		operation: 'Customer Profile: Get Many',
		needs: [],
		parameters: () => ({ resource: 'customerProfile', operation: 'getAll', ...FIRST_PAGE }),
		remember: { customerProfileId: (items) => firstOf(items) },
	},
	{
		node: 'MessageTemplates',
		operation: 'Customer Profile: Get',
		needs: ['customerProfileId'],
		parameters: (found) => ({
			resource: 'customerProfile',
			operation: 'get',
			customerProfileId: byId(found.customerProfileId),
		}),
	},
	{
		node: 'MessageTags',
		operation: 'Tag: Get Many',
		needs: [],
		parameters: () => ({ resource: 'tag', operation: 'getAll', ...FIRST_PAGE }),
		remember: {
			tagId: (items) => firstOf(items),
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
		},
	},
	{
		node: 'MessageTags',
		operation: 'Tag: Get',
		needs: ['tagId'],
		parameters: (found) => ({ resource: 'tag', operation: 'get', tagId: byId(found.tagId) }),
	},
	{
		node: 'MessageWorkspaces',
		operation: 'Workspace: Get Many',
		needs: [],
		parameters: () => ({ resource: 'workspace', operation: 'getAll', ...FIRST_PAGE }),
		remember: { folderId: (items) => firstOf(items) },
	},
	{
		node: 'MessageWorkspaces',
		operation: 'Folder: Get',
		needs: ['folderId'],
		parameters: (found) => ({
			resource: 'folder',
			operation: 'get',
			folderId: byId(found.folderId),
		}),
	},
	{
		node: 'MessageWorkspaces',
		operation: 'Folder: Get Tree',
		needs: ['folderId'],
		parameters: (found) => ({
			resource: 'folder',
			operation: 'getTree',
			folderId: byId(found.folderId),
		}),
	},
];

/** Every check, channel by channel, then the account's own things. */
export function liveChecks(version: ApiVersion): LiveCheck[] {
	return [...CHANNEL_NAMES.flatMap((channel) => channelChecks(channel, version)), ...accountChecks];
}
