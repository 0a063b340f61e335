/**
 * A text cut into lines, each keeping its line break, so that a last line without one differs
 * from the same line with one (as `diff` reports "No newline at end of file"). `\r\n` counts as one
 * break. Empty text has no lines.
 */
export function splitLines(text: string): string[] {
	return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

/** The line without its break. */
export function lineText(line: string): string {
	return line.replace(/\r?\n$/, '');
}

export function hasLineBreak(line: string): boolean {
	return line.endsWith('\n');
}
