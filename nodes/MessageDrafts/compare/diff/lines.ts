// Each line keeps its break, so a last line without one differs (as `diff` reports "No newline at
// end of file").
export function splitLines(text: string): string[] {
	return text.match(/[^\n]*\n|[^\n]+$/g) ?? [];
}

export function lineText(line: string): string {
	return line.replace(/\r?\n$/, '');
}

export function hasLineBreak(line: string): boolean {
	return line.endsWith('\n');
}
