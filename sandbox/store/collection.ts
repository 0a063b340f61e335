/** Items kept in creation order with an id index: lookups are O(1) and a cursor seeks in O(log n). */
import type { ChangeTracker, CollectionName } from './changes';
import type { Sequenced } from './model';

export class Collection<T extends Sequenced> {
	private readonly byId = new Map<string, T>();

	/**
	 * `items` must already be in ascending `seq` order. The tracker learns which records a write
	 * reaches, for the journal.
	 */
	constructor(
		private readonly list: T[],
		private readonly name: CollectionName,
		private readonly tracker: ChangeTracker,
	) {
		for (const item of list) this.byId.set(item.id, item);
	}

	/** Every item; a write that walks them all may change any of them. */
	get items(): T[] {
		this.tracker.touchAll(this.name);
		return this.list;
	}

	get(id: string): T | undefined {
		this.tracker.touch(this.name, id);
		return this.byId.get(id);
	}

	/** The item as it is, for writing it down: not a use by a write. */
	peek(id: string): T | undefined {
		return this.byId.get(id);
	}

	/** New items always carry the highest sequence number, so appending keeps the order. */
	add(item: T): void {
		this.list.push(item);
		this.byId.set(item.id, item);
		this.tracker.touch(this.name, item.id);
	}

	remove(id: string): void {
		const item = this.byId.get(id);
		if (!item) return;
		this.byId.delete(id);
		this.list.splice(
			firstIndexAfter(this.list, item.seq - 1, (each) => each.seq),
			1,
		);
		this.tracker.remove(this.name, id);
	}

	/** Every item, for writing them down. */
	all(): T[] {
		return this.list;
	}
}

/** Index of the first item whose key is greater than `after`, in an array sorted by that key. */
export function firstIndexAfter<T>(
	items: readonly T[],
	after: number,
	key: (item: T) => number,
): number {
	let low = 0;
	let high = items.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (key(items[middle]) <= after) low = middle + 1;
		else high = middle;
	}
	return low;
}
