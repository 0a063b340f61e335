import type { Placement } from './variables';

function named(names: string[]): string {
	return names.length === 1
		? `variable ${names[0]}`
		: `variables ${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

// Variables that stand at the same offset are told apart by their order there.
function slots(placements: Placement[]): Map<string, string> {
	const byPlace = new Map<string, string>();
	// Counted per place, so that many variables at one place cost no more than spread out.
	const taken = new Map<string, number>();
	for (const [value, offset, name] of placements) {
		const place = `${value}:${offset}`;
		const order = taken.get(place) ?? 0;
		taken.set(place, order + 1);
		byPlace.set(`${place}:${order}`, name);
	}
	return byPlace;
}

function followed(before: Placement[], after: Placement[], place: string): string[] {
	const [was, now] = [slots(before), slots(after)];
	const changed = [...new Set([...was.keys(), ...now.keys()])].filter(
		(slot) => was.get(slot) !== now.get(slot),
	);
	const usedBefore = new Set<string>();
	const usedAfter = new Set<string>();
	const phrases: string[] = [];
	// Two variables that traded places.
	const pairs = new Map<string, string>();
	for (const slot of changed) {
		const [old, next] = [was.get(slot), now.get(slot)];
		if (old === undefined || next === undefined) continue;
		const partner = pairs.get(`${next}\u0000${old}`);
		if (partner !== undefined && !usedBefore.has(partner)) {
			phrases.push(`${named([next, old])} swapped in ${place}`);
			for (const each of [slot, partner]) {
				usedBefore.add(each);
				usedAfter.add(each);
			}
		} else {
			pairs.set(`${old}\u0000${next}`, slot);
		}
	}
	// A variable that left one place and stands at another.
	const left = new Map<string, string[]>();
	for (const slot of changed) {
		const old = was.get(slot);
		if (old !== undefined && !usedBefore.has(slot)) left.set(old, [...(left.get(old) ?? []), slot]);
	}
	for (const slot of changed) {
		const next = now.get(slot);
		const from = next === undefined || usedAfter.has(slot) ? undefined : left.get(next)?.shift();
		if (next === undefined || from === undefined) continue;
		phrases.push(`${named([next])} moved in ${place}`);
		usedBefore.add(from);
		usedAfter.add(slot);
	}
	for (const slot of changed) {
		const old = usedBefore.has(slot) ? undefined : was.get(slot);
		const next = usedAfter.has(slot) ? undefined : now.get(slot);
		if (old !== undefined && next !== undefined)
			phrases.push(`${named([old])} replaced by ${next} in ${place}`);
		else if (old !== undefined) phrases.push(`${named([old])} removed from ${place}`);
		else if (next !== undefined) phrases.push(`${named([next])} added to ${place}`);
	}
	return [...new Set(phrases)];
}

function counted(names: string[]): Map<string, number> {
	const counts = new Map<string, number>();
	for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1);
	return counts;
}

function beyond(names: string[], others: string[]): string[] {
	const theirs = counted(others);
	return [...counted(names)]
		.filter(([name, count]) => count > (theirs.get(name) ?? 0))
		.map(([name]) => name);
}

// The text changed too, so offsets tell nothing: the names in their order do.
function inOrder(before: Placement[], after: Placement[], place: string): string[] {
	const [was, now] = [before.map(([, , name]) => name), after.map(([, , name]) => name)];
	const added = beyond(now, was);
	const removed = beyond(was, now);
	if (added.length + removed.length > 0) {
		return [
			...(added.length > 0 ? [`${named(added)} added to ${place}`] : []),
			...(removed.length > 0 ? [`${named(removed)} removed from ${place}`] : []),
		];
	}
	const moved = [...new Set(was.filter((name, index) => now[index] !== name))];
	return moved.length > 0 ? [`${named(moved)} moved in ${place}`] : [];
}

/**
 * What became of a member's variables, in words, `place` being "the subject", say. Where the text
 * around them is the same, each variable is followed where it stands; otherwise the names that
 * came, went or changed order are told.
 */
export function variableChanges(
	before: Placement[],
	after: Placement[],
	sameText: boolean,
	place: string,
): string[] {
	return sameText ? followed(before, after, place) : inOrder(before, after, place);
}
