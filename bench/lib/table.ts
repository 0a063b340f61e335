/** A plain-text table for the terminal and a Markdown one for docs/performance.md, from the same rows. */
export interface Table {
	title: string;
	columns: string[];
	rows: string[][];
	/** Lines under the table: what was left out and why, goals met or not. */
	notes: string[];
}

export function printTable(table: Table): void {
	const widths = table.columns.map((column, index) =>
		Math.max(column.length, ...table.rows.map((row) => (row[index] ?? '').length)),
	);
	const line = (cells: string[]) =>
		cells.map((cell, index) => cell.padEnd(widths[index])).join('  ');
	console.log(`\n${table.title}`);
	console.log(line(table.columns));
	console.log(line(widths.map((width) => '-'.repeat(width))));
	for (const row of table.rows) console.log(line(row));
	for (const note of table.notes) console.log(`  ${note}`);
}

export function markdownTable(table: Table): string {
	const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
	return [
		`### ${table.title}`,
		'',
		line(table.columns),
		line(table.columns.map(() => '---')),
		...table.rows.map(line),
		'',
		...table.notes.map((note) => `- ${note}`),
	].join('\n');
}
