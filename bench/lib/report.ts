/**
 * docs/performance.md and its plot: a full run of the bench rewrites the measured part, between
 * the two markers, and leaves the prose around it as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

import type { ReturnAllPoint } from '../rows/returnAll';
import { type Series, plotSvg } from './plot';
import { ROOT } from './sandboxProcess';
import { type Table, markdownTable } from './table';

export const PLOT_FILE = 'docs/performance-return-all.svg';

export function machine(): string {
	const cpu = cpus();
	return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node.js ${process.version}, ${process.platform}`;
}

const START = '<!-- measured by npm run bench: start -->';
const END = '<!-- measured by npm run bench: end -->';

export function writeReport(tables: Table[], points: ReturnAllPoint[], totalMs: number): void {
	const colors: Record<string, string> = { node: '#d62728', 'HTTP Request': '#1f77b4', fetch: '#2ca02c' };
	const series: Series[] = [];
	for (const latencyMs of [...new Set(points.map((point) => point.latencyMs))]) {
		for (const label of Object.keys(colors)) {
			series.push({
				label: `${label}, ${latencyMs} ms latency`,
				color: colors[label],
				dashed: latencyMs > 0,
				points: points.filter((point) => point.latencyMs === latencyMs).map((point) => ({ n: point.n, ms: point.medians[label] })),
			});
		}
	}
	writeFileSync(join(ROOT, PLOT_FILE), plotSvg('Row 1: Return All of email templates, median time', series));
	const measured = [
		START,
		'',
		`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, with \`npm run bench\`; the whole run took ${(totalMs / 60_000).toFixed(1)} minutes.`,
		'',
		`![Row 1: time against N](${PLOT_FILE.replace('docs/', '')})`,
		'',
		...tables.flatMap((table) => [markdownTable(table), '']),
		END,
	].join('\n');
	const file = join(ROOT, 'docs/performance.md');
	const current = readFileSync(file, 'utf8');
	const start = current.indexOf(START);
	const end = current.indexOf(END);
	if (start < 0 || end < start) throw new Error(`${file} lacks the markers ${START} and ${END}`);
	writeFileSync(file, `${current.slice(0, start)}${measured}${current.slice(end + END.length)}`);
}
