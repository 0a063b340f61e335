/** The in-memory account: the JSON state plus the indexes that keep reads and page seeks cheap. */
import { Collection } from './collection';
import { ID_PREFIX, idFor } from './ids';
import type {
	Block,
	CustomerProfile,
	Draft,
	Folder,
	LocalizationIdentity,
	State,
	Tag,
	Template,
	Theme,
} from './model';

export class Store {
	sequence: number;
	readonly folders: Collection<Folder>;
	readonly templates: Collection<Template>;
	readonly drafts: Collection<Draft>;
	readonly blocks: Collection<Block>;
	readonly tags: Collection<Tag>;
	readonly themes: Collection<Theme>;
	readonly customerProfiles: Collection<CustomerProfile>;
	/** Published templates of every channel in list order (`listedSeq`). */
	readonly published: Template[];
	private readonly localizations: LocalizationIdentity[];
	private readonly localizationById = new Map<string, LocalizationIdentity>();
	private readonly localizationByOwnerLanguage = new Map<string, LocalizationIdentity>();
	private readonly localeGroupByOwner = new Map<string, string>();

	constructor(state: State) {
		this.sequence = state.sequence;
		this.folders = new Collection(state.folders);
		this.templates = new Collection(state.templates);
		this.drafts = new Collection(state.drafts);
		this.blocks = new Collection(state.blocks);
		this.tags = new Collection(state.tags);
		this.themes = new Collection(state.themes);
		this.customerProfiles = new Collection(state.customerProfiles);
		this.published = state.templates
			.filter((template) => template.listedSeq !== null)
			.sort((a, b) => (a.listedSeq as number) - (b.listedSeq as number));
		this.localizations = state.localizations;
		for (const identity of state.localizations) this.indexLocalization(identity);
	}

	toState(): State {
		return {
			sequence: this.sequence,
			folders: this.folders.items,
			templates: this.templates.items,
			drafts: this.drafts.items,
			localizations: this.localizations,
			blocks: this.blocks.items,
			tags: this.tags.items,
			themes: this.themes.items,
			customerProfiles: this.customerProfiles.items,
		};
	}

	/** Canonical JSON of the whole state: equal states give equal bytes. */
	serialize(): string {
		return JSON.stringify(this.toState());
	}

	nextSeq(): number {
		this.sequence += 1;
		return this.sequence;
	}

	localization(id: string): LocalizationIdentity | undefined {
		return this.localizationById.get(id);
	}

	localizationOf(ownerId: string, languageId: string): LocalizationIdentity | undefined {
		return this.localizationByOwnerLanguage.get(`${ownerId} ${languageId}`);
	}

	/** The localization id of a template's or block's language; made on first use. */
	ensureLocalization(ownerId: string, languageId: string): LocalizationIdentity {
		const existing = this.localizationOf(ownerId, languageId);
		if (existing) return existing;
		const seq = this.nextSeq();
		const identity: LocalizationIdentity = {
			id: idFor(ID_PREFIX.localization, seq),
			ownerId,
			languageId,
			localeGroup: this.localeGroupByOwner.get(ownerId) ?? idFor(ID_PREFIX.localeGroup, seq),
		};
		this.localizations.push(identity);
		this.indexLocalization(identity);
		return identity;
	}

	/** Makes the draft its template's published draft, listing the template on its first publication. */
	publish(template: Template, draft: Draft, now: string): void {
		template.publishedDraftId = draft.id;
		template.updatedAt = now;
		if (template.listedSeq === null) {
			template.listedSeq = this.nextSeq();
			this.published.push(template);
		}
		draft.status = 'IN_PROGRESS';
		draft.approvals = 0;
		draft.designApprovedDate = now;
		draft.updatedAt = now;
	}

	/** The templates and drafts under a folder, for the path of a resource. */
	folderPath(folderId: string): string[] {
		const path: string[] = [];
		for (let folder = this.folders.get(folderId); folder; folder = this.parentOf(folder)) {
			path.unshift(folder.id);
		}
		return path;
	}

	workspaceOf(folderId: string): string {
		return this.folderPath(folderId)[0] ?? folderId;
	}

	private parentOf(folder: Folder): Folder | undefined {
		return folder.parentId === null ? undefined : this.folders.get(folder.parentId);
	}

	private indexLocalization(identity: LocalizationIdentity): void {
		this.localizationById.set(identity.id, identity);
		this.localizationByOwnerLanguage.set(`${identity.ownerId} ${identity.languageId}`, identity);
		this.localeGroupByOwner.set(identity.ownerId, identity.localeGroup);
	}
}
