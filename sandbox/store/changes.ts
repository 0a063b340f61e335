/**
 * What a write changed, for the journal of `--data FILE`: the records a write handler reached (read,
 * added or removed) while it ran, written whole, so replaying a change sets them to what they became.
 * Reaching a record without changing it only writes it again; a handler that walks a whole
 * collection marks all of it, and the runtime then writes a snapshot instead.
 */
import type { LocalizationIdentity, Sequenced, State } from './model';

export const COLLECTIONS = [
	'folders',
	'templates',
	'drafts',
	'blocks',
	'tags',
	'themes',
	'customerProfiles',
] as const;
export type CollectionName = (typeof COLLECTIONS)[number];

/** One journal line. */
export interface Change {
	sequence: number;
	upserts: Partial<Record<CollectionName, Sequenced[]>>;
	removals: Partial<Record<CollectionName, string[]>>;
	localizations: LocalizationIdentity[];
}

interface Marks {
	touched: Set<string>;
	removed: Set<string>;
	whole: boolean;
}

export class ChangeTracker {
	/** On while a write handler runs, which is synchronous: nothing else can run in between. */
	recording = false;
	private readonly marks = new Map<CollectionName, Marks>();
	private localizations: LocalizationIdentity[] = [];

	private marksOf(collection: CollectionName): Marks {
		let marks = this.marks.get(collection);
		if (!marks) {
			marks = { touched: new Set(), removed: new Set(), whole: false };
			this.marks.set(collection, marks);
		}
		return marks;
	}

	touch(collection: CollectionName, id: string): void {
		if (!this.recording) return;
		const marks = this.marksOf(collection);
		marks.touched.add(id);
		marks.removed.delete(id);
	}

	remove(collection: CollectionName, id: string): void {
		if (!this.recording) return;
		const marks = this.marksOf(collection);
		marks.removed.add(id);
		marks.touched.delete(id);
	}

	touchAll(collection: CollectionName): void {
		if (this.recording) this.marksOf(collection).whole = true;
	}

	/** Localization ids are made on first use, whenever that is: always recorded. */
	addLocalization(identity: LocalizationIdentity): void {
		this.localizations.push(identity);
	}

	/** Whether a write walked a whole collection, so that a snapshot is the cheaper record. */
	get touchedWhole(): boolean {
		return [...this.marks.values()].some((marks) => marks.whole);
	}

	/** The change since the last take, with each record as it is now; undefined when nothing was reached. */
	take(
		sequence: number,
		find: (collection: CollectionName, id: string) => Sequenced | undefined,
	): Change | undefined {
		if (this.marks.size === 0 && this.localizations.length === 0) return undefined;
		const change: Change = {
			sequence,
			upserts: {},
			removals: {},
			localizations: this.localizations,
		};
		for (const [collection, marks] of this.marks) {
			const records = [...marks.touched]
				.map((id) => find(collection, id))
				.filter((record) => record !== undefined);
			if (records.length > 0) change.upserts[collection] = records;
			if (marks.removed.size > 0) change.removals[collection] = [...marks.removed];
		}
		this.clear();
		return change;
	}

	clear(): void {
		this.marks.clear();
		this.localizations = [];
	}
}

/** Replays journal changes onto a snapshot's state, in order; each sets records to what they became. */
export function applyChanges(state: State, changes: readonly Change[]): State {
	if (changes.length === 0) return state;
	const next: State = { ...state };
	for (const collection of COLLECTIONS) {
		const byId = new Map<string, Sequenced>(state[collection].map((record) => [record.id, record]));
		for (const change of changes) {
			for (const id of change.removals[collection] ?? []) byId.delete(id);
			for (const record of change.upserts[collection] ?? []) byId.set(record.id, record);
		}
		(next[collection] as Sequenced[]) = [...byId.values()].sort((a, b) => a.seq - b.seq);
	}
	const localizations = new Map(state.localizations.map((identity) => [identity.id, identity]));
	for (const change of changes)
		for (const identity of change.localizations) localizations.set(identity.id, identity);
	next.localizations = [...localizations.values()];
	next.sequence = changes[changes.length - 1].sequence;
	return next;
}
