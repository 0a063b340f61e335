/**
 * The sandbox's state as plain JSON data: what `--data` persists and `/_sandbox/state` dumps.
 * Every entity has `seq`, its place in the account-wide creation order that lists and cursors use.
 */
import type { ChannelName } from '../../nodes/shared/channels';

/** What every entity has: its id, and its place in the creation order. */
export interface Sequenced {
	id: string;
	seq: number;
}

export interface ContentItem {
	type: string;
	value: string;
}

/** Source content of a draft or block: member name to text or content items, with `%(name)s` variables. */
export type Content = Record<string, string | ContentItem[]>;

export type DraftStatus = 'IN_PROGRESS' | 'LOCKED_FOR_TRANSLATION' | 'PENDING_APPROVAL';

export type TagType = 'template' | 'draft' | 'block';

/** One language of a draft or block: its display name and translations (source string → translated). */
export interface LanguageVariant {
	languageId: string;
	name: string;
	translations: Record<string, string>;
	createdAt: string;
	updatedAt: string;
}

/** The stable identity of a language of a template or block, shared by all of its drafts. */
export interface LocalizationIdentity {
	id: string;
	ownerId: string;
	languageId: string;
	localeGroup: string;
}

export interface Folder {
	id: string;
	seq: number;
	name: string;
	description: string;
	/** Null for a workspace. */
	parentId: string | null;
	createdAt: string;
	updatedAt: string;
}

export interface Template {
	id: string;
	seq: number;
	channel: ChannelName;
	name: string;
	description: string;
	folderId: string;
	/** Order in the published list: given when first published, so a newly published template joins at the end. */
	listedSeq: number | null;
	publishedDraftId: string | null;
	/** The account's channel (brand, sender) the template belongs to; not the message channel. */
	assignedChannel: { id: string; name: string } | null;
	tagIds: string[];
	createdAt: string;
	updatedAt: string;
}

export interface Review {
	decision: 'approved' | 'approvedAll' | 'rejected';
	feedback: string;
	at: string;
}

export interface Draft {
	id: string;
	seq: number;
	templateId: string;
	name: string;
	content: Content;
	status: DraftStatus;
	requiredApprovals: number;
	approvals: number;
	/** Set once the draft has been published; it is read-only from then on. */
	designApprovedDate: string | null;
	reviews: Review[];
	localizations: LanguageVariant[];
	tagIds: string[];
	createdAt: string;
	updatedAt: string;
}

export interface Block {
	id: string;
	seq: number;
	name: string;
	description: string;
	content: Content;
	localizations: LanguageVariant[];
	tagIds: string[];
	createdAt: string;
	updatedAt: string;
}

export interface Tag {
	id: string;
	seq: number;
	name: string;
	types: TagType[];
	workspaceIds: string[];
	status: 'active' | 'inactive';
	createdAt: string;
	updatedAt: string;
}

export interface Theme {
	id: string;
	seq: number;
	name: string;
	description: string;
	figmaUrl: string;
	/** The CSS the theme adds to email HTML. */
	css: string;
	createdAt: string;
	updatedAt: string;
}

export interface CustomerProfile {
	id: string;
	seq: number;
	name: string;
	description: string;
	dataContent: Record<string, unknown>;
	workspaceIds: string[];
	createdAt: string;
	updatedAt: string;
}

export interface State {
	/** The last sequence number given out. */
	sequence: number;
	folders: Folder[];
	templates: Template[];
	drafts: Draft[];
	localizations: LocalizationIdentity[];
	blocks: Block[];
	tags: Tag[];
	themes: Theme[];
	customerProfiles: CustomerProfile[];
}
