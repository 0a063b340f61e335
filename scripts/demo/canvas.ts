/**
 * Whether two nodes lie on each other on n8n's canvas: in the editor itself, from what it draws,
 * and before anything is imported, from the positions in a workflow and the sizes n8n draws at.
 */
import type { Page } from 'playwright-core';

import type { ExampleWorkflow } from '../n8n/examples';

interface Box {
	left: number;
	top: number;
	right: number;
	bottom: number;
}

/** A node as drawn: its body, and its name and subtitle under it. */
export interface DrawnNode {
	name: string;
	boxes: Box[];
}

const STICKY_NOTE = 'n8n-nodes-base.stickyNote';

const meet = (a: Box, b: Box) =>
	a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

/** The pairs of nodes that lie on each other, as "A and B". */
export function overlapping(nodes: DrawnNode[]): string[] {
	return nodes.flatMap((node, index) =>
		nodes
			.slice(index + 1)
			.filter((other) => node.boxes.some((box) => other.boxes.some((mine) => meet(box, mine))))
			.map((other) => `"${node.name}" and "${other.name}"`),
	);
}

/**
 * n8n's canvas (editor-ui's nodeViewUtils and CanvasNodeDefault.vue) draws a node 100 px square
 * with its top left corner at its position, and its name (two lines at most) and subtitle in a box
 * twice as wide, centred under it. A sticky note is meant to lie under nodes, and is left out.
 */
export function drawnFromPositions(workflow: ExampleWorkflow): DrawnNode[] {
	const size = 100;
	const label = { width: 2 * size, height: 60 };
	return workflow.nodes
		.filter(({ type }) => type !== STICKY_NOTE)
		.map(({ name, position }) => {
			const [x, y] = position as [number, number];
			const body = { left: x, top: y, right: x + size, bottom: y + size };
			const under = {
				left: x + (size - label.width) / 2,
				top: y + size,
				right: x + (size + label.width) / 2,
				bottom: y + size + label.height,
			};
			return { name, boxes: [body, under] };
		});
}

/**
 * What the editor draws of each node now, in the page's pixels: the node's body, and each line of
 * text in it (its name and subtitle, drawn under the body), measured as rendered.
 */
async function drawnOnCanvas(page: Page): Promise<DrawnNode[]> {
	// A string: it runs in the page, whose DOM types the scripts' TypeScript does not load.
	return (await page.evaluate(`(() => {
		const box = ({ left, top, right, bottom }) => ({ left, top, right, bottom });
		return [...document.querySelectorAll('[data-test-id="canvas-node"]')]
			.filter((node) => node.getAttribute('data-node-type') !== ${JSON.stringify(STICKY_NOTE)})
			.map((node) => {
				const body = node.querySelector('[data-test-id^="canvas-"][data-test-id$="-node"]') ?? node;
				const lines = [];
				const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
				for (let text = walker.nextNode(); text; text = walker.nextNode()) {
					if (!text.textContent.trim()) continue;
					const range = document.createRange();
					range.selectNodeContents(text);
					lines.push(...[...range.getClientRects()].map(box));
				}
				return {
					name: node.getAttribute('data-node-name') ?? '',
					boxes: [box(body.getBoundingClientRect()), ...lines],
				};
			});
	})()`)) as DrawnNode[];
}

/**
 * Fails when two nodes of the canvas shown lie on each other, once the canvas has come to rest
 * (fitting the view moves it for a moment); `scene` names the place in the take.
 */
export async function expectNoOverlap(page: Page, scene: string): Promise<void> {
	let drawn = await drawnOnCanvas(page);
	for (let look = 0; look < 20; look++) {
		await page.waitForTimeout(250);
		const again = await drawnOnCanvas(page);
		const resting = JSON.stringify(again) === JSON.stringify(drawn);
		drawn = again;
		if (resting) break;
	}
	if (drawn.length === 0) throw new Error(`${scene}: no node is on the canvas`);
	const pairs = overlapping(drawn);
	if (pairs.length > 0)
		throw new Error(`${scene}: nodes lie on each other on the canvas: ${pairs.join(', ')}`);
}
