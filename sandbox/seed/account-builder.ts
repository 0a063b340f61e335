/**
 * Builds an account state through the store itself, so seeded data obeys the same rules (ids,
 * sequence, localization ids, publication) as data made through the API.
 */
import type { ChannelName } from '../../nodes/shared/channels';
import { timestamp } from '../store/clock';
import { ID_PREFIX, idFor } from '../store/ids';
import type {
	Block,
	Content,
	CustomerProfile,
	Draft,
	DraftStatus,
	Folder,
	LanguageVariant,
	State,
	Tag,
	TagType,
	Template,
	Theme,
} from '../store/model';
import { Store } from '../store/store';

export interface LanguageSeed {
	languageId: string;
	name: string;
	translations: Record<string, string>;
}

const EMPTY_ACCOUNT: State = {
	sequence: 0,
	folders: [],
	templates: [],
	drafts: [],
	localizations: [],
	blocks: [],
	tags: [],
	themes: [],
	customerProfiles: [],
};

export class AccountBuilder {
	readonly store: Store;
	private clock: number;

	/** `start` and `stepSeconds` space the seeded timestamps: deterministic, and in the past. */
	constructor(
		start: string,
		private readonly stepSeconds: number,
		initial: State = EMPTY_ACCOUNT,
	) {
		this.clock = Date.parse(start);
		this.store = new Store(structuredClone(initial));
	}

	build(): State {
		return this.store.toState();
	}

	folder(name: string, description: string, parent: Folder | null, id?: string): Folder {
		const { seq, now } = this.next();
		const folder: Folder = {
			id: id ?? idFor(ID_PREFIX.folder, seq),
			seq,
			name,
			description,
			parentId: parent?.id ?? null,
			createdAt: now,
			updatedAt: now,
		};
		this.store.folders.add(folder);
		return folder;
	}

	template(seed: {
		channel: ChannelName;
		name: string;
		description: string;
		folder: Folder;
		id?: string;
		assignedChannel?: { id: string; name: string };
		tags?: Tag[];
	}): Template {
		const { seq, now } = this.next();
		const template: Template = {
			id: seed.id ?? idFor(ID_PREFIX.template, seq),
			seq,
			channel: seed.channel,
			name: seed.name,
			description: seed.description,
			folderId: seed.folder.id,
			listedSeq: null,
			publishedDraftId: null,
			assignedChannel: seed.assignedChannel ?? null,
			tagIds: (seed.tags ?? []).map((tag) => tag.id),
			createdAt: now,
			updatedAt: now,
		};
		this.store.templates.add(template);
		return template;
	}

	draft(seed: {
		template: Template;
		name: string;
		content: Content;
		id?: string;
		status?: DraftStatus;
		requiredApprovals?: number;
		languages?: LanguageSeed[];
		tags?: Tag[];
		rejectedWith?: string;
	}): Draft {
		const { seq, now } = this.next();
		const draft: Draft = {
			id: seed.id ?? idFor(ID_PREFIX.draft, seq),
			seq,
			templateId: seed.template.id,
			name: seed.name,
			content: seed.content,
			status: seed.status ?? 'IN_PROGRESS',
			requiredApprovals: seed.requiredApprovals ?? 1,
			approvals: 0,
			designApprovedDate: null,
			reviews: seed.rejectedWith
				? [{ decision: 'rejected', feedback: seed.rejectedWith, at: now }]
				: [],
			localizations: this.localizations(seed.template.id, now, seed.languages),
			tagIds: (seed.tags ?? []).map((tag) => tag.id),
			createdAt: now,
			updatedAt: now,
		};
		this.store.drafts.add(draft);
		return draft;
	}

	publish(template: Template, draft: Draft): void {
		this.store.publish(template, draft, this.next().now);
	}

	block(seed: {
		id?: string;
		name: string;
		description: string;
		html: string;
		languages?: LanguageSeed[];
		tags?: Tag[];
	}): Block {
		const { seq, now } = this.next();
		const id = seed.id ?? idFor(ID_PREFIX.block, seq);
		const block: Block = {
			id,
			seq,
			name: seed.name,
			description: seed.description,
			content: { html: seed.html },
			localizations: this.localizations(id, now, seed.languages),
			tagIds: (seed.tags ?? []).map((tag) => tag.id),
			createdAt: now,
			updatedAt: now,
		};
		this.store.blocks.add(block);
		return block;
	}

	tag(seed: {
		id?: string;
		name: string;
		types: TagType[];
		workspaces: Folder[];
		status?: Tag['status'];
	}): Tag {
		const { seq, now } = this.next();
		const tag: Tag = {
			id: seed.id ?? idFor(ID_PREFIX.tag, seq),
			seq,
			name: seed.name,
			types: seed.types,
			workspaceIds: seed.workspaces.map((workspace) => workspace.id),
			status: seed.status ?? 'active',
			createdAt: now,
			updatedAt: now,
		};
		this.store.tags.add(tag);
		return tag;
	}

	theme(seed: { id?: string; name: string; description: string; css: string }): Theme {
		const { seq, now } = this.next();
		const id = seed.id ?? idFor(ID_PREFIX.theme, seq);
		const theme: Theme = {
			id,
			seq,
			name: seed.name,
			description: seed.description,
			figmaUrl: `https://www.figma.com/file/${id}/${encodeURIComponent(seed.name)}`,
			css: seed.css,
			createdAt: now,
			updatedAt: now,
		};
		this.store.themes.add(theme);
		return theme;
	}

	customerProfile(seed: {
		id?: string;
		name: string;
		description: string;
		dataContent: Record<string, unknown>;
		workspaces: Folder[];
	}): CustomerProfile {
		const { seq, now } = this.next();
		const profile: CustomerProfile = {
			id: seed.id ?? idFor(ID_PREFIX.customerProfile, seq),
			seq,
			name: seed.name,
			description: seed.description,
			dataContent: seed.dataContent,
			workspaceIds: seed.workspaces.map((workspace) => workspace.id),
			createdAt: now,
			updatedAt: now,
		};
		this.store.customerProfiles.add(profile);
		return profile;
	}

	private localizations(
		ownerId: string,
		now: string,
		languages: LanguageSeed[] = [],
	): LanguageVariant[] {
		return languages.map((language) => {
			this.store.ensureLocalization(ownerId, language.languageId);
			return {
				...language,
				translations: { ...language.translations },
				createdAt: now,
				updatedAt: now,
			};
		});
	}

	private next(): { seq: number; now: string } {
		this.clock += this.stepSeconds * 1000;
		return { seq: this.store.nextSeq(), now: timestamp(new Date(this.clock)) };
	}
}
