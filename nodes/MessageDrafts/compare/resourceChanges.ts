import type { DiffLine } from './diff';
import { type ResourceKind, resourceKind, resourceValue } from './diff/htmlResources';

export interface ResourceChange {
	kind: ResourceKind;
	what: 'changed' | 'added' | 'removed';
	before?: string;
	after?: string;
}

// Within a run of edits, a removed and an added line of the same kind, in order, are one change.
export function resourceChanges(script: readonly DiffLine[]): ResourceChange[] {
	const changes: ResourceChange[] = [];
	let removed: string[] = [];
	let added: string[] = [];
	const flush = () => {
		// Each kind's added lines in order, so that pairing takes one pass, however long the run.
		const waiting = new Map<ResourceKind, { indexes: number[]; next: number }>();
		added.forEach((line, index) => {
			const kind = resourceKind(line);
			const queue = waiting.get(kind) ?? { indexes: [], next: 0 };
			queue.indexes.push(index);
			waiting.set(kind, queue);
		});
		const paired = new Set<number>();
		for (const line of removed) {
			const kind = resourceKind(line);
			const queue = waiting.get(kind);
			const partner = queue?.indexes[queue.next++];
			if (partner === undefined) {
				changes.push({ kind, what: 'removed', before: resourceValue(line) });
				continue;
			}
			paired.add(partner);
			changes.push({
				kind,
				what: 'changed',
				before: resourceValue(line),
				after: resourceValue(added[partner]),
			});
		}
		added.forEach((line, index) => {
			if (!paired.has(index))
				changes.push({ kind: resourceKind(line), what: 'added', after: resourceValue(line) });
		});
		removed = [];
		added = [];
	};
	for (const { kind, text } of script) {
		const line = text.replace(/\n$/, '');
		if (kind === 'remove') removed.push(line);
		else if (kind === 'add') added.push(line);
		else flush();
	}
	flush();
	return changes;
}
