import type { IPollFunctions } from 'n8n-workflow';

// n8n's durable scheduler can run several polls of one trigger at once (the occurrences a restarted
// main missed, all fired together), or start one before it saved what the last one emitted: each
// would start from the same state and emit the same events. In this process, one poll at a time
// holds a trigger's turn. Why: docs/trigger.md#n8ns-schedulers

// Past this, n8n's save of what a poll emitted is taken as lost, and the events are read again.
export const SAVE_WAIT_MS = 2 * 60_000;
// Longer than any poll's budget: a turn held past it belonged to a poll that will not end.
const HELD_AT_MOST_MS = 10 * 60_000;

interface TriggerTurns {
	holder?: Turn;
	// The state a poll here emitted with, until a poll starts from it.
	emitted?: { revision: number; at: number };
}

export interface Turn {
	readonly trigger: string;
	readonly takenAt: number;
}

const triggers = new Map<string, TriggerTurns>();

export interface TurnRequest {
	// A publication's or a start's first poll: it always runs, and a poll under way gives way to it.
	first: boolean;
	// The revision of the state the poll starts from.
	revision: number | undefined;
}

// Why a poll must leave its turn: read nothing, emit nothing, change nothing.
export type TurnLeft = 'another poll is under way' | 'the last emitted state is not saved yet';

export function takeTurn(
	context: IPollFunctions,
	{ first, revision }: TurnRequest,
): Turn | TurnLeft {
	const trigger = `${context.getWorkflow().id ?? ''}:${context.getNode().id}`;
	const turns = triggers.get(trigger) ?? {};
	const now = Date.now();
	if (!first) {
		if (turns.holder !== undefined && now - turns.holder.takenAt < HELD_AT_MOST_MS)
			return 'another poll is under way';
		const { emitted } = turns;
		if (
			emitted !== undefined &&
			(revision ?? 0) < emitted.revision &&
			now - emitted.at < SAVE_WAIT_MS
		)
			return 'the last emitted state is not saved yet';
		delete turns.emitted;
	}
	const turn: Turn = { trigger, takenAt: now };
	turns.holder = turn;
	triggers.set(trigger, turns);
	return turn;
}

// False once a first poll took the turn over: its result stands.
export function holdsTurn(turn: Turn): boolean {
	return triggers.get(turn.trigger)?.holder === turn;
}

// `emittedRevision`: the revision of the state the poll emitted with, if it emitted.
export function endTurn(turn: Turn, emittedRevision: number | undefined): void {
	const turns = triggers.get(turn.trigger);
	if (turns?.holder !== turn) return;
	delete turns.holder;
	if (emittedRevision !== undefined) turns.emitted = { revision: emittedRevision, at: Date.now() };
	if (turns.emitted === undefined) triggers.delete(turn.trigger);
}
