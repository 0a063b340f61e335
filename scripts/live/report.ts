/** The live check's report: a table for the terminal, the same in Markdown, the whole as JSON. */
import type { LiveReport, Outcome, Row } from './model';

const MARKS: Record<Outcome, string> = {
	agrees: '✔',
	drifts: '✘',
	fails: '✘',
	'not available': '–',
	skipped: '–',
	'not run': '–',
};

interface Column {
	title: string;
	value: (row: Row) => string;
}

const COLUMNS: Column[] = [
	{ title: 'Node', value: (row) => row.node },
	{ title: 'Operation', value: (row) => row.operation },
	{ title: 'Channel', value: (row) => row.channel ?? '' },
	{ title: 'Result', value: (row) => `${MARKS[row.outcome]} ${row.outcome}` },
	{ title: 'Time', value: (row) => (row.outcome === 'not run' ? '' : `${row.ms} ms`) },
	{ title: 'Requests', value: (row) => String(row.requests) },
	{ title: 'Rate limit', value: (row) => rateLimitText(row.rateLimit) },
];

export function summary(report: LiveReport): string {
	const count = (outcome: Outcome) => report.rows.filter((row) => row.outcome === outcome).length;
	const parts = (['agrees', 'drifts', 'fails', 'not available', 'skipped', 'not run'] as const)
		.filter((outcome) => count(outcome) > 0)
		.map((outcome) => `${count(outcome)} ${outcome}`);
	const stopped = report.stopped ? ` Stopped: ${report.stopped}.` : '';
	return `API version ${report.apiVersion}: ${parts.join(', ')}.${stopped}`;
}

/** Whether the run found the package and the service in agreement. */
export function agreed(report: LiveReport): boolean {
	return (
		report.stopped === undefined &&
		report.rows.every((row) => row.outcome !== 'drifts' && row.outcome !== 'fails')
	);
}

export function terminalTable(report: LiveReport): string {
	const cells = report.rows.map((row) => COLUMNS.map((column) => column.value(row)));
	const widths = COLUMNS.map((column, index) =>
		Math.max(column.title.length, ...cells.map((line) => [...line[index]].length)),
	);
	const line = (values: string[]) =>
		values.map((value, index) => value + ' '.repeat(widths[index] - [...value].length)).join('  ');
	return [
		line(COLUMNS.map(({ title }) => title)),
		...cells.map(line),
		'',
		...details(report),
		summary(report),
	].join('\n');
}

export function markdown(report: LiveReport): string {
	const escape = (text: string) => text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
	const row = (values: string[]) => `| ${values.map(escape).join(' | ')} |`;
	const written = report.write
		? [
				'',
				`Created: ${report.created.join(', ') || 'nothing'}. ` +
					`Removed: ${report.removed.join(', ') || 'nothing'}.`,
			]
		: [];
	return [
		'# Live check',
		'',
		`Started ${report.startedAt}, API version ${report.apiVersion}, ` +
			`media type name \`${report.mediaTypeName}\`, ${report.write ? 'with' : 'without'} writes.`,
		'',
		row(COLUMNS.map(({ title }) => title)),
		row(COLUMNS.map(() => '---')),
		...report.rows.map((entry) => row(COLUMNS.map((column) => column.value(entry)))),
		'',
		...details(report).map((text) => (text === '' ? '' : `- ${text}`)),
		...written,
		'',
		summary(report),
		'',
	].join('\n');
}

/** One line for every drift and every note, under the row it belongs to. */
function details(report: LiveReport): string[] {
	const lines: string[] = [];
	for (const row of report.rows) {
		if (row.outcome === 'agrees' || row.outcome === 'not run') continue;
		const where = [row.node, row.operation, row.channel].filter(Boolean).join(' · ');
		if (row.note) lines.push(`${where}: ${row.note}`);
		for (const finding of row.findings) {
			lines.push(
				`${where}: ${finding.kind} at ${finding.place} (${finding.method} ${finding.path}): ` +
					`expected ${finding.expected}; got ${finding.actual}`,
			);
		}
	}
	return lines.length > 0 ? [...lines, ''] : [];
}

function rateLimitText(headers: Record<string, string>): string {
	return Object.entries(headers)
		.map(([name, value]) => `${name}: ${value}`)
		.join(', ');
}
