import type { DiffLine } from './myers';
import { hunkHeader, hunksOf } from './unified';
import { lineText } from './lines';

// Safe in text and in a quoted attribute value alike.
export function escapeHtml(text: string): string {
	return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

const ROW_STYLE = {
	equal: 'color:#57606a',
	remove: 'background:#ffebe9;color:#82071e',
	add: 'background:#dafbe1;color:#116329',
} as const;
const PREFIX = { equal: ' ', remove: '-', add: '+' } as const;

// Inline styles, since email clients drop style sheets.
export function htmlDiff(script: readonly DiffLine[], options: { context?: number } = {}): string {
	const hunks = hunksOf(script, options.context ?? 3);
	if (hunks.length === 0) return '';
	const rows: string[] = [];
	for (const hunk of hunks) {
		rows.push(`<div style="color:#8250df">${escapeHtml(hunkHeader(hunk))}</div>`);
		for (const line of hunk.lines) {
			const tag = line.kind === 'add' ? 'ins' : line.kind === 'remove' ? 'del' : 'span';
			const text = `${PREFIX[line.kind]}${escapeHtml(lineText(line.text))}`;
			const style = ROW_STYLE[line.kind];
			rows.push(
				`<div style="${style}"><${tag} style="text-decoration:none">${text}</${tag}></div>`,
			);
		}
	}
	return `<pre style="font-family:monospace;white-space:pre-wrap;margin:0">${rows.join('')}</pre>`;
}
