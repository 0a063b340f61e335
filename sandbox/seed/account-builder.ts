/**
 * Builds an account state through the store itself, so seeded data obeys the same rules (ids,
 * sequence, localization ids, publication) as data made through the API.
 */
import type { ChannelName } from '../../nodes/shared/channels';
import { timestamp } from '../store/clock';
import type { Collection } from '../store/collection';
import { ID_PREFIX, idFor } from '../store/ids';
import type {
	Block,
	Content,
	CustomerProfile,
	Draft,
	DraftStatus,
	Folder,
	LanguageVariant,
	Sequenced,
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

interface Dated {
	createdAt: string;
	updatedAt: string;
}

const idsOf = (records: Array<{ id: string }> = []) => records.map((record) => record.id);

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
		return this.add(this.store.folders, ID_PREFIX.folder, id, () => ({
			name,
			description,
			parentId: parent?.id ?? null,
		}));
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
		return this.add(this.store.templates, ID_PREFIX.template, seed.id, () => ({
			channel: seed.channel,
			name: seed.name,
			description: seed.description,
			folderId: seed.folder.id,
			listedSeq: null,
			publishedDraftId: null,
			assignedChannel: seed.assignedChannel ?? null,
			tagIds: idsOf(seed.tags),
		}));
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
		return this.add(this.store.drafts, ID_PREFIX.draft, seed.id, (_id, now) => ({
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
			tagIds: idsOf(seed.tags),
		}));
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
		return this.add(this.store.blocks, ID_PREFIX.block, seed.id, (id, now) => ({
			name: seed.name,
			description: seed.description,
			content: { html: seed.html },
			localizations: this.localizations(id, now, seed.languages),
			tagIds: idsOf(seed.tags),
		}));
	}

	tag(seed: {
		id?: string;
		name: string;
		types: TagType[];
		workspaces: Folder[];
		status?: Tag['status'];
	}): Tag {
		return this.add(this.store.tags, ID_PREFIX.tag, seed.id, () => ({
			name: seed.name,
			types: seed.types,
			workspaceIds: idsOf(seed.workspaces),
			status: seed.status ?? 'active',
		}));
	}

	theme(seed: { id?: string; name: string; description: string; css: string }): Theme {
		return this.add(this.store.themes, ID_PREFIX.theme, seed.id, (id) => ({
			name: seed.name,
			description: seed.description,
			figmaUrl: `https://www.figma.com/file/${id}/${encodeURIComponent(seed.name)}`,
			css: seed.css,
		}));
	}

	customerProfile(seed: {
		id?: string;
		name: string;
		description: string;
		dataContent: Record<string, unknown>;
		workspaces: Folder[];
	}): CustomerProfile {
		return this.add(this.store.customerProfiles, ID_PREFIX.customerProfile, seed.id, () => ({
			name: seed.name,
			description: seed.description,
			dataContent: seed.dataContent,
			workspaceIds: idsOf(seed.workspaces),
		}));
	}

	/**
	 * Adds a record made at the next step: its id the given one or one made from its sequence
	 * number, the rest of its fields from `fields`, which is given that id and the time.
	 */
	private add<T extends Sequenced & Dated>(
		records: Collection<T>,
		prefix: string,
		id: string | undefined,
		fields: (id: string, now: string) => Omit<T, keyof Sequenced | keyof Dated>,
	): T {
		const { seq, now } = this.next();
		const madeId = id ?? idFor(prefix, seq);
		const record = { id: madeId, seq, ...fields(madeId, now), createdAt: now, updatedAt: now };
		records.add(record as T);
		return record as T;
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
