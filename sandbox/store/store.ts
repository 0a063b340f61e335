/** The in-memory account: the JSON state plus the indexes that keep reads and page seeks cheap. */
import { type Change, ChangeTracker, type CollectionName } from './changes';
import { Collection } from './collection';
import { ID_PREFIX, idFor } from './ids';
import type {
	Block,
	CustomerProfile,
	Draft,
	Folder,
	LocalizationIdentity,
	Sequenced,
	State,
	Tag,
	Template,
	Theme,
} from './model';

export class Store {
	sequence: number;
	/** What writes changed since the last journal line. */
	private readonly changes = new ChangeTracker();
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
		this.folders = new Collection(state.folders, 'folders', this.changes);
		this.templates = new Collection(state.templates, 'templates', this.changes);
		this.drafts = new Collection(state.drafts, 'drafts', this.changes);
		this.blocks = new Collection(state.blocks, 'blocks', this.changes);
		this.tags = new Collection(state.tags, 'tags', this.changes);
		this.themes = new Collection(state.themes, 'themes', this.changes);
		this.customerProfiles = new Collection(
			state.customerProfiles,
			'customerProfiles',
			this.changes,
		);
		this.published = state.templates
			.filter((template) => template.listedSeq !== null)
			.sort((a, b) => (a.listedSeq as number) - (b.listedSeq as number));
		this.localizations = state.localizations;
		for (const identity of state.localizations) this.indexLocalization(identity);
	}

	toState(): State {
		return {
			sequence: this.sequence,
			folders: this.folders.all(),
			templates: this.templates.all(),
			drafts: this.drafts.all(),
			localizations: this.localizations,
			blocks: this.blocks.all(),
			tags: this.tags.all(),
			themes: this.themes.all(),
			customerProfiles: this.customerProfiles.all(),
		};
	}

	/**
	 * Runs a write handler with its changes recorded. The handler must change the state
	 * synchronously, before any await: what it changes after one is not recorded.
	 */
	recordChanges<R>(write: () => R): R {
		this.changes.recording = true;
		try {
			return write();
		} finally {
			this.changes.recording = false;
		}
	}

	/** Whether the writes since the last change walked a whole collection. */
	get changedWholeCollection(): boolean {
		return this.changes.touchedWhole;
	}

	/** The change since the last one taken, records as they are now; undefined when there is none. */
	takeChange(): Change | undefined {
		return this.changes.take(this.sequence, (collection, id) =>
			this.collection(collection).peek(id),
		);
	}

	/** Forgets what was recorded: a snapshot holds it all. */
	clearChanges(): void {
		this.changes.clear();
	}

	private collection(name: CollectionName): Collection<Sequenced> {
		return this[name] as Collection<Sequenced>;
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
		this.changes.addLocalization(identity);
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
