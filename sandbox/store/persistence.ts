/** `--data FILE`: the state as JSON, replaced atomically so a crash mid-write leaves the old file whole. */
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import type { State } from './model';

export function readStateFile(file: string): State | undefined {
	if (!existsSync(file)) return undefined;
	return JSON.parse(readFileSync(file, 'utf8')) as State;
}

export function writeStateFile(file: string, serialized: string): void {
	const temporary = `${file}.${process.pid}.tmp`;
	writeFileSync(temporary, serialized);
	renameSync(temporary, file);
}
