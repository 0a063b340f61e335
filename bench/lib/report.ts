/**
 * docs/performance.md and its plot: a full run of the bench rewrites the measured part, between
 * the two markers, and leaves the prose around it as it is.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { cpus, totalmem } from 'node:os';
import { join } from 'node:path';

import { PER_ITEM_SIDES, type PerItemPoint } from '../tables/perItem';
import type { ReturnAllPoint } from '../tables/returnAll';
import { type Series, plotSvg } from './plot';
import { ROOT } from './sandboxProcess';
import { type Table, markdownTable } from './table';

export const PLOT_FILE = 'docs/performance-return-all.svg';
export const PER_ITEM_PLOT_FILE = 'docs/performance-per-item.svg';
const PER_ITEM_COLORS = ['#d62728', '#1f77b4', '#9467bd', '#ff7f0e', '#2ca02c'];

/** Row 5's plot: time against input items, one line per side, Render dashed. */
function perItemSeries(points: PerItemPoint[]): Series[] {
	return ['get', 'render'].flatMap((operation) =>
		PER_ITEM_SIDES.map((label, index) => ({
			label: `${label}, ${operation === 'get' ? 'Get' : 'Render'}`,
			color: PER_ITEM_COLORS[index],
			dashed: operation === 'render',
			points: points
				.filter((point) => point.operation === operation)
				.map((point) => ({ n: point.n, ms: point.medians[label] })),
		})),
	);
}

export function machine(): string {
	const cpu = cpus();
	return `${cpu.length} × ${cpu[0]?.model.trim() ?? 'unknown CPU'}, ${(totalmem() / 2 ** 30).toFixed(1)} GiB, Node.js ${process.version}, ${process.platform}`;
}

const START = '<!-- measured by npm run bench: start -->';
const END = '<!-- measured by npm run bench: end -->';

export function writeReport(
	tables: Table[],
	points: ReturnAllPoint[],
	perItemPoints: PerItemPoint[],
	totalMs: number,
): void {
	const colors: Record<string, string> = {
		node: '#d62728',
		'HTTP Request': '#1f77b4',
		fetch: '#2ca02c',
	};
	const series: Series[] = [];
	for (const latencyMs of [...new Set(points.map((point) => point.latencyMs))]) {
		for (const label of Object.keys(colors)) {
			series.push({
				label: `${label}, ${latencyMs} ms latency`,
				color: colors[label],
				dashed: latencyMs > 0,
				points: points
					.filter((point) => point.latencyMs === latencyMs)
					.map((point) => ({ n: point.n, ms: point.medians[label] })),
			});
		}
	}
	writeFileSync(
		join(ROOT, PLOT_FILE),
		plotSvg('Row 1: Return All of email templates, median time', series),
	);
	writeFileSync(
		join(ROOT, PER_ITEM_PLOT_FILE),
		plotSvg(
			'Row 5: one request per input item, 20 ms latency, median time',
			perItemSeries(perItemPoints),
			'input items',
		),
	);
	const measured = [
		START,
		'',
		`Measured ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC on ${machine()}, with \`npm run bench\`; the whole run took ${(totalMs / 60_000).toFixed(1)} minutes.`,
		'',
		`![Row 1: time against N](${PLOT_FILE.replace('docs/', '')})`,
		'',
		`![Row 5: time against input items](${PER_ITEM_PLOT_FILE.replace('docs/', '')})`,
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
