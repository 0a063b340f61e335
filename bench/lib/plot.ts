/** The SVG of a row's time against its size (row 1's templates, row 5's input items), log scales, one line per series. */
export interface Series {
	label: string;
	color: string;
	dashed: boolean;
	points: Array<{ n: number; ms: number }>;
}

const WIDTH = 720;
const HEIGHT = 440;
const MARGIN = { left: 70, right: 200, top: 30, bottom: 50 };

const log = Math.log10;

export function plotSvg(title: string, series: Series[], xLabel = 'templates (N)'): string {
	const all = series.flatMap(({ points }) => points);
	const [minN, maxN] = [Math.min(...all.map(({ n }) => n)), Math.max(...all.map(({ n }) => n))];
	const [minMs, maxMs] = [
		Math.min(...all.map(({ ms }) => ms)),
		Math.max(...all.map(({ ms }) => ms)),
	];
	const xRange = [Math.floor(log(minN)), Math.ceil(log(maxN))];
	const yRange = [Math.floor(log(minMs)), Math.ceil(log(maxMs))];
	const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
	const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
	const x = (n: number) =>
		MARGIN.left + ((log(n) - xRange[0]) / Math.max(1, xRange[1] - xRange[0])) * plotWidth;
	const y = (ms: number) =>
		MARGIN.top +
		plotHeight -
		((log(ms) - yRange[0]) / Math.max(1, yRange[1] - yRange[0])) * plotHeight;
	const parts: string[] = [
		`<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}" font-family="sans-serif" font-size="12">`,
		`<rect width="${WIDTH}" height="${HEIGHT}" fill="white"/>`,
		`<text x="${MARGIN.left}" y="18" font-size="14">${escape(title)}</text>`,
	];
	// A grey grid line at each power of ten, with the value beside the axis.
	const gridLine = (x1: number, y1: number, x2: number, y2: number) =>
		`<line x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}" stroke="#ddd"/>`;
	const gridLabel = (atX: number, atY: number, anchor: string, value: number) =>
		`<text x="${atX}" y="${atY}" text-anchor="${anchor}">${value.toLocaleString('en-US')}</text>`;
	for (let power = xRange[0]; power <= xRange[1]; power++) {
		const at = x(10 ** power);
		parts.push(gridLine(at, MARGIN.top, at, MARGIN.top + plotHeight));
		parts.push(gridLabel(at, MARGIN.top + plotHeight + 18, 'middle', 10 ** power));
	}
	for (let power = yRange[0]; power <= yRange[1]; power++) {
		const at = y(10 ** power);
		parts.push(gridLine(MARGIN.left, at, MARGIN.left + plotWidth, at));
		parts.push(gridLabel(MARGIN.left - 6, at + 4, 'end', 10 ** power));
	}
	parts.push(
		`<text x="${MARGIN.left + plotWidth / 2}" y="${HEIGHT - 10}" text-anchor="middle">${escape(xLabel)}</text>`,
	);
	parts.push(
		`<text x="16" y="${MARGIN.top + plotHeight / 2}" transform="rotate(-90 16 ${MARGIN.top + plotHeight / 2})" text-anchor="middle">median time, ms</text>`,
	);
	series.forEach(({ label, color, dashed, points }, index) => {
		const sorted = [...points].sort((a, b) => a.n - b.n);
		const path = sorted
			.map(({ n, ms }, at) => `${at === 0 ? 'M' : 'L'}${x(n).toFixed(1)},${y(ms).toFixed(1)}`)
			.join(' ');
		const dash = dashed ? ' stroke-dasharray="6 4"' : '';
		parts.push(`<path d="${path}" fill="none" stroke="${color}" stroke-width="2"${dash}/>`);
		for (const { n, ms } of sorted)
			parts.push(
				`<circle cx="${x(n).toFixed(1)}" cy="${y(ms).toFixed(1)}" r="3" fill="${color}"/>`,
			);
		const legendY = MARGIN.top + 10 + index * 20;
		const legendX = MARGIN.left + plotWidth + 16;
		parts.push(
			`<line x1="${legendX}" y1="${legendY}" x2="${legendX + 24}" y2="${legendY}" stroke="${color}" stroke-width="2"${dash}/>`,
		);
		parts.push(`<text x="${legendX + 30}" y="${legendY + 4}">${escape(label)}</text>`);
	});
	parts.push('</svg>');
	return `${parts.join('\n')}\n`;
}

function escape(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
