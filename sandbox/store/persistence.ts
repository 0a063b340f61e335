/**
 * `--data FILE`: a snapshot of the state in FILE, and the changes since in FILE.journal, one JSON
 * line per write. A write appends its line (the records it changed) instead of rewriting the whole
 * state; once the journal outgrows the snapshot, a new snapshot replaces both. Every file is
 * replaced atomically (written aside, then renamed), so a crash leaves either the old snapshot or the
 * new one whole, and at worst a torn last journal line, which is ignored.
 */
import { createHash } from 'node:crypto';
import { appendFileSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { type Change, applyChanges } from './changes';
import type { State } from './model';

/** The first line of a journal: the snapshot its changes follow, by digest. */
interface JournalHeader {
	snapshot: string;
}

function digest(text: string): string {
	return createHash('sha256').update(text).digest('hex');
}

function replaceFile(file: string, text: string): void {
	const temporary = `${file}.${process.pid}.tmp`;
	writeFileSync(temporary, text);
	renameSync(temporary, file);
}

export class StateFile {
	readonly journal: string;
	private snapshotBytes = 0;
	private journalBytes = 0;

	constructor(readonly file: string) {
		this.journal = `${file}.journal`;
	}

	/**
	 * The state as the last write left it: the snapshot with the journal's changes replayed. A journal
	 * that follows another snapshot (a crash between the two renames of a compaction) is older than
	 * this snapshot and is ignored; so is a last line cut short by a crash.
	 */
	load(): { state: State; changes: number } | undefined {
		if (!existsSync(this.file)) return undefined;
		const snapshot = readFileSync(this.file, 'utf8');
		const state = JSON.parse(snapshot) as State;
		const changes = existsSync(this.journal) ? this.readJournal(digest(snapshot)) : [];
		return { state: applyChanges(state, changes), changes: changes.length };
	}

	private readJournal(snapshotDigest: string): Change[] {
		const lines = readFileSync(this.journal, 'utf8').split('\n');
		const header = parseLine<JournalHeader>(lines[0]);
		if (header?.snapshot !== snapshotDigest) return [];
		const changes: Change[] = [];
		for (let index = 1; index < lines.length; index++) {
			if (lines[index] === '') continue;
			const change = parseLine<Change>(lines[index]);
			if (change) {
				changes.push(change);
				continue;
			}
			// Only the last line can be torn: appends never rewrite what came before.
			if (index === lines.length - 1) break;
			throw new Error(
				`${this.journal}: line ${index + 1} is damaged; the state after it cannot be read`,
			);
		}
		return changes;
	}

	/** Writes the whole state and starts an empty journal after it. */
	snapshot(serialized: string): void {
		replaceFile(this.file, serialized);
		const header = `${JSON.stringify({ snapshot: digest(serialized) } satisfies JournalHeader)}\n`;
		replaceFile(this.journal, header);
		this.snapshotBytes = Buffer.byteLength(serialized);
		this.journalBytes = Buffer.byteLength(header);
	}

	/** Appends one change; false when the journal has outgrown the snapshot and a new one is due. */
	append(change: Change): boolean {
		const line = `${JSON.stringify(change)}\n`;
		appendFileSync(this.journal, line);
		this.journalBytes += Buffer.byteLength(line);
		return this.journalBytes <= this.snapshotBytes;
	}
}

function parseLine<T>(line: string | undefined): T | undefined {
	try {
		return line ? (JSON.parse(line) as T) : undefined;
	} catch {
		return undefined;
	}
}
