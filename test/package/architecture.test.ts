/**
 * The layout's promises, read from the imports of nodes/, credentials/ and sandbox/: no import
 * circle, between files or between the folders of a node; nodes/shared/ and the folders of a node
 * that declares them in floors that import only their own floor and those below, never up or
 * sideways; nodes/shared/ holding only code that two nodes or more use. Every failure names the
 * import or file that breaks the promise.
 */
import { readFileSync, statSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';

import { filesUnder } from './sourceFiles';

const root = join(__dirname, '../..');

/**
 * The floors of nodes/shared/, lowest first. The tables (API versions, channels, id formats,
 * compiled members) at its top level are data every floor reads; transport sends requests; routing
 * runs the declared operations; helpers are their pre-send and post-receive steps; descriptions are
 * parameters; methods are the editor's pickers and the credential test.
 */
const FLOORS = ['tables', 'transport', 'routing', 'helpers', 'descriptions', 'methods'];

/**
 * The floors of the folders inside a node, where the node declares them, lowest first. In
 * MessageDrafts, compare/ is what Approve and Build Review Page read (the comparison, the review
 * fingerprint, the signed review link); approval/, review/ and list/ are the steps of their own
 * operations and never import one another; resources/ declares the operations. The node file at
 * the root stands above every floor.
 */
const NODE_FLOORS: Record<string, string[][]> = {
	'nodes/MessageDrafts': [
		['generated'],
		['compare'],
		['approval', 'list', 'review'],
		['resources'],
	],
};

/** File → the files of the tree it imports, as paths from the repository's root. */
type Graph = Map<string, string[]>;

const sourceFiles = (folder: string) =>
	filesUnder(folder, (path) => path.endsWith('.ts') && !path.endsWith('.d.ts'));

/** The file a relative import names: the module itself, or the index of a folder. */
function resolved(from: string, specifier: string): string | undefined {
	const target = posix.join(posix.dirname(from), specifier);
	return [target, `${target}.ts`, `${target}/index.ts`].find((path) => {
		try {
			return statSync(join(root, path)).isFile();
		} catch {
			return false;
		}
	});
}

function importGraph(folders: string[]): Graph {
	const graph: Graph = new Map();
	for (const file of folders.flatMap(sourceFiles)) {
		const { importedFiles } = ts.preProcessFile(readFileSync(join(root, file), 'utf8'), true, true);
		const imported = importedFiles
			.map(({ fileName }) => fileName)
			.filter((specifier) => specifier.startsWith('.'))
			.map(
				(specifier) =>
					resolved(file, specifier) ?? `${posix.join(posix.dirname(file), specifier)} (missing)`,
			);
		graph.set(file, [...new Set(imported)]);
	}
	return graph;
}

/** The circles of a graph (Tarjan's strongly connected components), each as its files, sorted. */
function circlesOf(graph: Graph): string[][] {
	const index = new Map<string, number>();
	const lowest = new Map<string, number>();
	const stack: string[] = [];
	const onStack = new Set<string>();
	const circles: string[][] = [];
	const visit = (file: string) => {
		index.set(file, index.size);
		lowest.set(file, index.get(file) as number);
		stack.push(file);
		onStack.add(file);
		for (const next of graph.get(file) ?? []) {
			if (!graph.has(next)) continue;
			if (!index.has(next)) {
				visit(next);
				lowest.set(file, Math.min(lowest.get(file) as number, lowest.get(next) as number));
			} else if (onStack.has(next)) {
				lowest.set(file, Math.min(lowest.get(file) as number, index.get(next) as number));
			}
		}
		if (lowest.get(file) !== index.get(file)) return;
		const component: string[] = [];
		let member: string;
		do {
			member = stack.pop() as string;
			onStack.delete(member);
			component.push(member);
		} while (member !== file);
		if (component.length > 1 || graph.get(file)?.includes(file)) circles.push(component.sort());
	};
	for (const file of graph.keys()) if (!index.has(file)) visit(file);
	return circles.sort((a, b) => a[0].localeCompare(b[0]));
}

/** "tables", "transport", …; undefined outside nodes/shared/, a folder name for a floor not declared. */
function floorOf(file: string): string | undefined {
	const inShared = /^nodes\/shared\/(.+)$/.exec(file)?.[1];
	if (inShared === undefined) return undefined;
	return inShared.includes('/') ? inShared.split('/')[0] : 'tables';
}

/** The node folder a file belongs to ("nodes/MessageTags"), or undefined for shared code and the rest. */
function nodeFolderOf(file: string): string | undefined {
	const folder = /^nodes\/[^/]+/.exec(file)?.[0];
	return folder === 'nodes/shared' ? undefined : folder;
}

/** Every import that breaks the layout, in words: up or sideways between floors, or across nodes. */
function layoutViolations(graph: Graph, floors: readonly string[] = FLOORS): string[] {
	const violations: string[] = [];
	for (const [file, imports] of graph) {
		const floor = floorOf(file);
		if (floor !== undefined && !floors.includes(floor))
			violations.push(`${file} is on no declared floor of nodes/shared/ (${floors.join(' < ')})`);
		for (const target of imports) {
			const arrow = `${file} → ${target}`;
			const targetFloor = floorOf(target);
			if (floor !== undefined && targetFloor !== undefined && floor !== targetFloor) {
				const [from, to] = [floors.indexOf(floor), floors.indexOf(targetFloor)];
				if (from !== -1 && to !== -1 && to > from)
					violations.push(`${arrow} runs up, from ${floor} to ${targetFloor}`);
				if (to === -1 && floors.includes(floor))
					violations.push(
						`${arrow} runs sideways, to ${targetFloor}, which is on no declared floor`,
					);
			}
			if (floor !== undefined && nodeFolderOf(target))
				violations.push(`${arrow} runs up, from shared code into a node`);
			const node = nodeFolderOf(file);
			const targetNode = nodeFolderOf(target);
			if (node && targetNode && node !== targetNode)
				violations.push(`${arrow} runs sideways, from one node into another`);
			if (
				/^(credentials|sandbox)\//.test(file) &&
				target.startsWith('nodes/') &&
				targetFloor !== 'tables'
			) {
				violations.push(`${arrow} reaches past the tables of nodes/shared/`);
			}
		}
	}
	return violations;
}

/**
 * The circles between the folders of each node: in every folder, each subfolder (with all below
 * it) counts as one, and the files beside them as one more; the node file stands apart, above the
 * rest. Each circle is named with the imports that tie it.
 */
function folderCircles(graph: Graph): string[] {
	const folders = new Set<string>();
	for (const file of graph.keys()) {
		const node = nodeFolderOf(file);
		if (!node) continue;
		for (let folder = posix.dirname(file); folder.startsWith(node); folder = posix.dirname(folder))
			folders.add(folder);
	}
	const found: string[] = [];
	for (const folder of [...folders].sort()) {
		const unitOf = (file: string) => {
			if (!file.startsWith(`${folder}/`)) return undefined;
			const [first, ...rest] = file.slice(folder.length + 1).split('/');
			if (rest.length > 0) return `${folder}/${first}/`;
			return first.endsWith('.node.ts') ? file : `${folder}/*.ts`;
		};
		const units: Graph = new Map();
		const ties: string[] = [];
		for (const [file, imports] of graph) {
			const from = unitOf(file);
			if (!from) continue;
			const to = imports.filter((target) => ![undefined, from].includes(unitOf(target)));
			units.set(from, [
				...new Set([...(units.get(from) ?? []), ...to.map((t) => unitOf(t) as string)]),
			]);
			ties.push(...to.map((target) => `${file} → ${target}`));
		}
		for (const circle of circlesOf(units)) {
			const inCircle = (file: string) => circle.includes(unitOf(file) as string);
			const tying = ties.filter((tie) => tie.split(' → ').every(inCircle));
			found.push(`${circle.join(' ⇄ ')}, through ${tying.join(', ')}`);
		}
	}
	return found;
}

/**
 * Every import between the folders of a node that declares its floors which runs up or sideways,
 * every file on no declared floor, and every declared folder that holds no file.
 */
function nodeFloorViolations(
	graph: Graph,
	nodeFloors: Record<string, string[][]> = NODE_FLOORS,
): string[] {
	const violations: string[] = [];
	const placeOf = (file: string) => {
		const node = nodeFolderOf(file);
		const floors = node ? nodeFloors[node] : undefined;
		if (!node || !floors) return undefined;
		const path = file.slice(node.length + 1);
		const folder = path.includes('/') ? path.split('/')[0] : undefined;
		const floor = folder ? floors.findIndex((floor) => floor.includes(folder)) : floors.length;
		return { node, floors, folder, floor, isNodeFile: !folder && path.endsWith('.node.ts') };
	};
	const named = (floors: string[][]) => floors.map((floor) => floor.join(', ')).join(' < ');
	for (const [file, imports] of graph) {
		const place = placeOf(file);
		if (!place) continue;
		if (place.floor === -1 || (!place.folder && !place.isNodeFile)) {
			violations.push(`${file} is on no declared floor of ${place.node}/ (${named(place.floors)})`);
			continue;
		}
		for (const target of imports) {
			const to = placeOf(target);
			if (!to || to.node !== place.node || to.folder === place.folder || to.floor === -1) continue;
			const arrow = `${file} → ${target}`;
			const toName = to.folder ? `${to.folder}/` : 'the node file';
			if (to.floor > place.floor)
				violations.push(`${arrow} runs up, from ${place.folder}/ to ${toName}`);
			else if (to.floor === place.floor)
				violations.push(`${arrow} runs sideways, from ${place.folder}/ to ${toName}`);
		}
	}
	for (const [node, floors] of Object.entries(nodeFloors)) {
		for (const folder of floors.flat()) {
			if (![...graph.keys()].some((file) => file.startsWith(`${node}/${folder}/`)))
				violations.push(`${node}/${folder}/ is declared but holds no file`);
		}
	}
	return violations;
}

/** Each file of nodes/shared/ with the node folders that import it, directly or through other files. */
function sharedFileUsers(graph: Graph): Map<string, Set<string>> {
	const users = new Map<string, Set<string>>();
	for (const file of graph.keys()) {
		const node = nodeFolderOf(file);
		if (!node) continue;
		const reached = new Set<string>();
		const waiting = [file];
		while (waiting.length > 0) {
			for (const next of graph.get(waiting.pop() as string) ?? []) {
				if (reached.has(next)) continue;
				reached.add(next);
				waiting.push(next);
			}
		}
		for (const shared of [...reached].filter((path) => floorOf(path) !== undefined)) {
			users.set(shared, (users.get(shared) ?? new Set()).add(node));
		}
	}
	return users;
}

describe('the layout of the code', () => {
	const graph = importGraph(['nodes', 'credentials', 'sandbox']);

	it('reads the imports of every node and credential the package registers, each of a file there', () => {
		const { n8n } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as {
			n8n: { nodes: string[]; credentials: string[] };
		};
		for (const registered of [...n8n.nodes, ...n8n.credentials]) {
			expect(
				graph.get(registered.replace(/^dist\//, '').replace(/\.js$/, '.ts'))?.length,
			).toBeGreaterThan(0);
		}
		const missing = [...graph.values()].flat().filter((target) => target.endsWith('(missing)'));
		expect(missing).toEqual([]);
	});

	it('has no import circle', () => {
		expect(circlesOf(graph)).toEqual([]);
	});

	it('keeps nodes/shared/ in floors that import only downwards, nodes apart, and the credential and sandbox to the tables', () => {
		expect(layoutViolations(graph)).toEqual([]);
	});

	it('has no import circle between the folders of a node', () => {
		expect(folderCircles(graph)).toEqual([]);
	});

	it('keeps the folders of a node that declares floors on them, importing only downwards', () => {
		expect(nodeFloorViolations(graph)).toEqual([]);
	});

	it('keeps in nodes/shared/ only code that two nodes or more use', () => {
		const users = sharedFileUsers(graph);
		const sharedFiles = [...graph.keys()].filter((file) => floorOf(file) !== undefined);
		const usedByOne = sharedFiles
			.filter((file) => (users.get(file)?.size ?? 0) < 2)
			.map((file) => `${file} is used by ${[...(users.get(file) ?? [])].join(', ') || 'no node'}`);
		expect(usedByOne).toEqual([]);
	});

	it('finds a circle, an import that runs up or sideways, one across nodes, and which nodes use shared code', () => {
		const made: Graph = new Map([
			['nodes/shared/transport/a.ts', ['nodes/shared/routing/b.ts']],
			['nodes/shared/routing/b.ts', ['nodes/shared/transport/a.ts', 'nodes/shared/extra/c.ts']],
			['nodes/shared/extra/c.ts', []],
			['nodes/MessageTags/d.ts', ['nodes/MessageDrafts/e.ts', 'nodes/shared/transport/a.ts']],
			['nodes/MessageDrafts/e.ts', []],
			['sandbox/f.ts', ['nodes/shared/routing/b.ts']],
		]);
		expect(circlesOf(made)).toEqual([['nodes/shared/routing/b.ts', 'nodes/shared/transport/a.ts']]);
		const users = [...sharedFileUsers(made).entries()].map(([file, nodes]) => [file, [...nodes]]);
		expect(users.sort()).toEqual([
			['nodes/shared/extra/c.ts', ['nodes/MessageTags']],
			['nodes/shared/routing/b.ts', ['nodes/MessageTags']],
			['nodes/shared/transport/a.ts', ['nodes/MessageTags']],
		]);
		expect(layoutViolations(made)).toEqual([
			'nodes/shared/transport/a.ts → nodes/shared/routing/b.ts runs up, from transport to routing',
			'nodes/shared/routing/b.ts → nodes/shared/extra/c.ts runs sideways, to extra, which is on no declared floor',
			'nodes/shared/extra/c.ts is on no declared floor of nodes/shared/ (tables < transport < routing < helpers < descriptions < methods)',
			'nodes/MessageTags/d.ts → nodes/MessageDrafts/e.ts runs sideways, from one node into another',
			'sandbox/f.ts → nodes/shared/routing/b.ts reaches past the tables of nodes/shared/',
		]);
	});

	it('finds a circle between the folders of a node, and an import that runs back up or sideways among its floors', () => {
		const drafts = (path: string) => `nodes/MessageDrafts/${path}`;
		const made: Graph = new Map([
			[drafts('MessageDrafts.node.ts'), [drafts('resources/draft/index.ts')]],
			[drafts('resources/draft/index.ts'), [drafts('review/page.ts')]],
			// The back-import planted: Compare's output reaching up into review/, which reads compare/.
			[drafts('compare/compareDraft.ts'), [drafts('review/link.ts')]],
			[drafts('review/link.ts'), []],
			[drafts('review/page.ts'), [drafts('compare/readComparison.ts'), drafts('approval/a.ts')]],
			[drafts('compare/readComparison.ts'), [drafts('compare/text/cut.ts')]],
			[drafts('compare/text/cut.ts'), [drafts('generated/table.ts')]],
			[drafts('generated/table.ts'), []],
			[drafts('approval/a.ts'), []],
			[drafts('events.ts'), []],
			[drafts('extra/b.ts'), []],
			// A subfolder and the files beside it, in another node, which declares no floors.
			['nodes/MessageTags/resources/tag/create.ts', ['nodes/MessageTags/resources/tag/body/a.ts']],
			[
				'nodes/MessageTags/resources/tag/body/a.ts',
				['nodes/MessageTags/resources/tag/tagLocator.ts'],
			],
			['nodes/MessageTags/resources/tag/tagLocator.ts', []],
			// A table beside the node file, read by a folder the node file reads: no circle.
			[
				'nodes/MessageDraftsTrigger/MessageDraftsTrigger.node.ts',
				['nodes/MessageDraftsTrigger/helpers/c.ts'],
			],
			['nodes/MessageDraftsTrigger/helpers/c.ts', ['nodes/MessageDraftsTrigger/events.ts']],
			['nodes/MessageDraftsTrigger/events.ts', []],
		]);
		expect(circlesOf(made)).toEqual([]);
		expect(folderCircles(made)).toEqual([
			'nodes/MessageDrafts/compare/ ⇄ nodes/MessageDrafts/review/, through ' +
				'nodes/MessageDrafts/compare/compareDraft.ts → nodes/MessageDrafts/review/link.ts, ' +
				'nodes/MessageDrafts/review/page.ts → nodes/MessageDrafts/compare/readComparison.ts',
			'nodes/MessageTags/resources/tag/*.ts ⇄ nodes/MessageTags/resources/tag/body/, through ' +
				'nodes/MessageTags/resources/tag/create.ts → nodes/MessageTags/resources/tag/body/a.ts, ' +
				'nodes/MessageTags/resources/tag/body/a.ts → nodes/MessageTags/resources/tag/tagLocator.ts',
		]);
		const floors = {
			'nodes/MessageDrafts': [
				['generated'],
				['compare'],
				['approval', 'review'],
				['resources'],
				['list'],
			],
		};
		expect(nodeFloorViolations(made, floors)).toEqual([
			'nodes/MessageDrafts/compare/compareDraft.ts → nodes/MessageDrafts/review/link.ts runs up, from compare/ to review/',
			'nodes/MessageDrafts/review/page.ts → nodes/MessageDrafts/approval/a.ts runs sideways, from review/ to approval/',
			'nodes/MessageDrafts/events.ts is on no declared floor of nodes/MessageDrafts/ (generated < compare < approval, review < resources < list)',
			'nodes/MessageDrafts/extra/b.ts is on no declared floor of nodes/MessageDrafts/ (generated < compare < approval, review < resources < list)',
			'nodes/MessageDrafts/list/ is declared but holds no file',
		]);
	});
});
