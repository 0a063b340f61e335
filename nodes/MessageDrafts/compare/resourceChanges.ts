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
		for (const line of removed) {
			const kind = resourceKind(line);
			const partner = added.findIndex((other) => resourceKind(other) === kind);
			if (partner < 0) {
				changes.push({ kind, what: 'removed', before: resourceValue(line) });
				continue;
			}
			changes.push({
				kind,
				what: 'changed',
				before: resourceValue(line),
				after: resourceValue(added[partner]),
			});
			added.splice(partner, 1);
		}
		for (const line of added)
			changes.push({ kind: resourceKind(line), what: 'added', after: resourceValue(line) });
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
