/** Items kept in creation order with an id index: lookups are O(1) and a cursor seeks in O(log n). */
export interface Sequenced {
	id: string;
	seq: number;
}

export class Collection<T extends Sequenced> {
	private readonly byId = new Map<string, T>();

	/** `items` must already be in ascending `seq` order. */
	constructor(readonly items: T[]) {
		for (const item of items) this.byId.set(item.id, item);
	}

	get(id: string): T | undefined {
		return this.byId.get(id);
	}

	/** New items always carry the highest sequence number, so appending keeps the order. */
	add(item: T): void {
		this.items.push(item);
		this.byId.set(item.id, item);
	}

	remove(id: string): void {
		const item = this.byId.get(id);
		if (!item) return;
		this.byId.delete(id);
		this.items.splice(firstIndexAfter(this.items, item.seq - 1, (each) => each.seq), 1);
	}
}

/** Index of the first item whose key is greater than `after`, in an array sorted by that key. */
export function firstIndexAfter<T>(items: readonly T[], after: number, key: (item: T) => number): number {
	let low = 0;
	let high = items.length;
	while (low < high) {
		const middle = (low + high) >>> 1;
		if (key(items[middle]) <= after) low = middle + 1;
		else high = middle;
	}
	return low;
}
