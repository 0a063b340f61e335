/** An HTML email of `count` lines with a link on every row; `label` tells languages apart. */
export function largeEmail(count: number, label = ''): string[] {
	const lines = [
		'<!doctype html>',
		'<html>',
		'<head><style>p { margin: 0 }</style></head>',
		'<body>',
	];
	for (let i = 0; lines.length < count - 2; i++) {
		lines.push(
			`<tr><td class="row-${i % 7}">`,
			`<p>Item ${i}${label}: <a href="https://shop.acme.example/p/${i}?utm_source=email&amp;utm_campaign=spring">{{product_${i % 50}}}</a> at {{price_${i % 50}}}</p>`,
			'</td></tr>',
		);
	}
	lines.push('</body>', '</html>');
	return lines.slice(0, count);
}

/**
 * Realistic edits: some lines reworded, a block inserted, one removed, one moved, a few link
 * targets changed and an image added.
 */
export function edited(lines: string[]): string[] {
	const next = [...lines];
	for (let i = 100; i < next.length; i += 997) next[i] = `${next[i]} <!-- reworded -->`;
	for (let i = 5; i < next.length; i += 2502)
		next[i] = next[i].replace('utm_campaign=spring', 'utm_campaign=summer');
	next.splice(
		4000,
		0,
		...Array.from({ length: 25 }, (_, i) => `<p>New paragraph ${i} about the spring sale</p>`),
	);
	next.splice(5000, 0, '<img src="https://cdn.acme.example/banner.png" alt="Spring sale">');
	next.splice(7000, 12);
	const moved = next.splice(2000, 30);
	next.splice(8500, 0, ...moved);
	next[next.length - 3] = '<p>Unsubscribe at any time.</p>';
	return next;
}
