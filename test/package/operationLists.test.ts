/**
 * Every operation stands in each list it must, each list read where it is kept: the operations a
 * node offers (its resource's index.ts, which is also what `npm run verify` walks, through
 * scripts/verify/packageUnderCheck.ts) are those its files declare; every parameter an operation's
 * request names shows for it (the Draft field of resources/draft/draftLocator.ts among them); the
 * README's table of operations names each, and nothing else; the live check
 * (scripts/live/checks.ts) runs every operation that reads. Each failure names the operation and
 * the list; the last test plants a missing entry in each list.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeProperties, INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import ts from 'typescript';

import { LATEST_VERSION } from '../../nodes/shared/versions';
import { type LiveCheck, liveChecks } from '../../scripts/live/checks';
import {
	type LoadedNode,
	type Operation,
	loadNodes,
	operationsOf,
	showsFor,
} from '../../scripts/verify/packageUnderCheck';
import { filesUnder } from './sourceFiles';

const root = join(__dirname, '../..');

interface Declared {
	/** The node's folder name: MessageDrafts. */
	node: string;
	/** The folder under resources/, which is the resource's value. */
	resource: string;
	value: string;
	file: string;
}

const nodeNameOf = (file: string) => file.split('/')[1];

/** Node › Resource › Operation values, as the lists below compare them. */
const keyOf = (node: string, resource: string, value: string) => `${node} › ${resource} › ${value}`;

/** The operations declared under nodes/<Node>/resources/<resource>/: options with an action. */
function declaredOperations(): Declared[] {
	const files = filesUnder('nodes', (path) =>
		/^nodes\/[^/]+\/resources\/[^/]+\/[^/]+\.ts$/.test(path),
	);
	return files.flatMap((file) => {
		const source = ts.createSourceFile(
			file,
			readFileSync(join(root, file), 'utf8'),
			ts.ScriptTarget.Latest,
		);
		const found: Declared[] = [];
		const visit = (node: ts.Node) => {
			if (ts.isObjectLiteralExpression(node)) {
				const property = (name: string) =>
					node.properties
						.filter(ts.isPropertyAssignment)
						.find((each) => each.name.getText(source) === name)?.initializer;
				const value = property('value');
				if (property('action') && value && ts.isStringLiteral(value))
					found.push({
						node: nodeNameOf(file),
						resource: file.split('/')[3],
						value: value.text,
						file,
					});
			}
			ts.forEachChild(node, visit);
		};
		visit(source);
		return found;
	});
}

/** The operations a node offers, keyed by its folder name. */
function offeredOperations(nodes: LoadedNode[]): Array<Operation & { nodeName: string }> {
	return nodes.flatMap(({ file, description }) =>
		operationsOf(description).map((operation) => ({ ...operation, nodeName: nodeNameOf(file) })),
	);
}

/** Declared but not offered (missing from the resource's index.ts), or offered but not declared. */
function unlisted(declared: Declared[], offered: ReturnType<typeof offeredOperations>): string[] {
	const offeredKeys = new Set(
		offered.map((op) => keyOf(op.nodeName, op.resource, String(op.option.value))),
	);
	const declaredKeys = new Set(declared.map((op) => keyOf(op.node, op.resource, op.value)));
	return [
		...declared
			.filter((op) => !offeredKeys.has(keyOf(op.node, op.resource, op.value)))
			.map(
				(op) =>
					`${op.file} declares ${op.value}, which the node does not offer: list it in the ` +
					"resource's index.ts",
			),
		...offered
			.filter((op) => !declaredKeys.has(keyOf(op.nodeName, op.resource, String(op.option.value))))
			.map(
				(op) => `${op.label} is offered, but no file under resources/${op.resource}/ declares it`,
			),
	];
}

/** The parameters a request URL names: `{draftId}`, `$parameter.draftId` or `$parameter["draftId"]`. */
function parametersNamed(url: unknown): string[] {
	const text = String(url ?? '');
	const names = [
		...[...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]),
		...[...text.matchAll(/\$parameter(?:\.(\w+)|\[\s*["'](\w+)["']\s*\])/g)].map(
			(match) => match[1] ?? match[2],
		),
	];
	return [...new Set(names)];
}

/** Each operation whose request names a parameter that does not show for it. */
function unshownParameters(description: INodeTypeDescription): string[] {
	return operationsOf(description).flatMap((operation) =>
		parametersNamed(operation.option.routing?.request?.url)
			.filter(
				(name) =>
					!description.properties.some(
						(parameter) => parameter.name === name && showsFor(parameter, operation),
					),
			)
			.map(
				(name) =>
					`${operation.label}: its request names ${name}, which does not show for it (add ` +
					"the operation's value to that parameter's displayOptions, such as a locator's list)",
			),
	);
}

/** The README's table of operations: Node › Resource (or the trigger's events) → names. */
function readmeTable(readme: string): Map<string, string[]> {
	const lines = readme.split('\n');
	const start = lines.findIndex((line) =>
		/^\|\s*Node\s*\|\s*Resource\s*\|\s*Operations\s*\|/.test(line),
	);
	const rows = new Map<string, string[]>();
	let node = '';
	for (const line of lines.slice(start + 2)) {
		if (!line.startsWith('|')) break;
		const [nodeCell, resource, names] = line
			.split('|')
			.slice(1, 4)
			.map((cell) => cell.trim());
		node = nodeCell || node;
		rows.set(
			`${node} › ${resource || 'events'}`,
			names
				.split(/,\s*(?![^(]*\))/)
				.map((name) => name.replace(/\s*\(.*\)$/, '').trim())
				.filter(Boolean),
		);
	}
	return rows;
}

/** Node › Resource → the names of its operations; a trigger's row holds its events. */
function operationNames(nodes: LoadedNode[]): Map<string, string[]> {
	const names = new Map<string, string[]>();
	for (const { description } of nodes) {
		const operations = operationsOf(description);
		const resources = description.properties.find(({ name }) => name === 'resource');
		const resourceName = (value: string) =>
			(resources?.options as INodePropertyOptions[] | undefined)?.find(
				(option) => option.value === value,
			)?.name;
		for (const operation of operations) {
			const key = `${description.displayName} › ${resourceName(operation.resource)}`;
			names.set(key, [...(names.get(key) ?? []), operation.option.name]);
		}
		const events = description.properties.find(({ name }) => name === 'event');
		if (operations.length === 0 && events)
			names.set(
				`${description.displayName} › events`,
				(events.options as INodePropertyOptions[]).map(({ name }) => name),
			);
	}
	return names;
}

/** Each operation (or event) the README's table leaves out, and each name in it that none bears. */
function readmeDifferences(readme: string, nodes: LoadedNode[]): string[] {
	const table = readmeTable(readme);
	const expected = operationNames(nodes);
	return [
		...[...expected].flatMap(([row, names]) =>
			names
				.filter((name) => !(table.get(row) ?? []).includes(name))
				.map((name) => `${row} › ${name} is missing from the README's table of operations`),
		),
		...[...table].flatMap(([row, names]) =>
			names
				.filter((name) => !(expected.get(row) ?? []).includes(name))
				.map((name) => `${row} › ${name} stands in the README's table, but no node has it`),
		),
	];
}

/** Each operation that reads (GET) with no row in the live check. */
function unreadByLiveCheck(checks: LiveCheck[], nodes: LoadedNode[]): string[] {
	const checked = new Set(
		checks.map((check) => {
			const { resource, operation } = check.parameters({});
			return keyOf(check.node, String(resource), String(operation));
		}),
	);
	return offeredOperations(nodes)
		.filter((op) => (op.option.routing?.request?.method ?? 'GET') === 'GET')
		.filter((op) => !checked.has(keyOf(op.nodeName, op.resource, String(op.option.value))))
		.map((op) => `${op.label} reads, and the live check (scripts/live/checks.ts) does not run it`);
}

describe('the lists every operation stands in', () => {
	const nodes = loadNodes(root);
	const readme = readFileSync(join(root, 'README.md'), 'utf8');
	const declared = declaredOperations();

	it('reads the operations of every node', () => {
		expect(nodes.map(({ file }) => nodeNameOf(file)).sort()).toEqual(
			filesUnder('nodes', (path) => path.endsWith('.node.ts'))
				.map(nodeNameOf)
				.sort(),
		);
		expect(declared.length).toBeGreaterThan(30);
		expect(declared.map((op) => op.value)).toEqual(
			expect.arrayContaining(['approve', 'approveAll']),
		);
	});

	it("offers every operation the node's files declare, and only those: what npm run verify walks", () => {
		expect(unlisted(declared, offeredOperations(nodes))).toEqual([]);
	});

	it('shows every parameter an operation sends in its request path, the Draft field among them', () => {
		expect(nodes.flatMap(({ description }) => unshownParameters(description))).toEqual([]);
	});

	it("names every operation and trigger event in the README's table, and nothing else", () => {
		expect(readmeDifferences(readme, nodes)).toEqual([]);
	});

	it('runs every operation that reads in the live check', () => {
		expect(unreadByLiveCheck(liveChecks(LATEST_VERSION), nodes)).toEqual([]);
	});

	it('names the operation and the list when an entry is missing', () => {
		const drafts = nodes.find(({ file }) => file.endsWith('MessageDrafts.node.ts')) as LoadedNode;
		const changed = (change: (parameter: INodeProperties) => INodeProperties) => ({
			...drafts.description,
			properties: drafts.description.properties.map(change),
		});
		// Approve for All Reviewers left out of index.ts's list, then of the Draft field's lists.
		const notOffered = changed((parameter) =>
			parameter.name === 'operation'
				? {
						...parameter,
						options: (parameter.options as INodePropertyOptions[]).filter(
							({ value }) => value !== 'approveAll',
						),
					}
				: parameter,
		);
		const withoutDraftField = changed((parameter) =>
			parameter.name === 'draftId'
				? {
						...parameter,
						displayOptions: {
							show: {
								...parameter.displayOptions?.show,
								operation: parameter.displayOptions?.show?.operation?.filter(
									(value) => value !== 'approveAll',
								),
							},
						},
					}
				: parameter,
		);
		const unlistedNodes = nodes.map((node) =>
			node === drafts ? { ...node, description: notOffered } : node,
		);
		expect(unlisted(declared, offeredOperations(unlistedNodes))).toEqual([
			'nodes/MessageDrafts/resources/draft/approveAll.ts declares approveAll, which the node ' +
				"does not offer: list it in the resource's index.ts",
		]);
		expect(unshownParameters(withoutDraftField)).toEqual([
			'Message Drafts › Draft › Approve for All Reviewers: its request names draftId, which ' +
				"does not show for it (add the operation's value to that parameter's displayOptions, " +
				"such as a locator's list)",
		]);
		expect(
			readmeDifferences(readme.replace('Approve for All Reviewers, ', 'Approve all, '), nodes),
		).toEqual([
			'Message Drafts › Draft › Approve for All Reviewers is missing from the README' +
				"'s table of operations",
			"Message Drafts › Draft › Approve all stands in the README's table, but no node has it",
		]);

		const checks = liveChecks(LATEST_VERSION).filter(
			(check) => check.parameters({}).operation !== 'reviewPage',
		);
		expect(unreadByLiveCheck(checks, nodes)).toEqual([
			'Message Drafts › Draft › Build Review Page reads, and the live check ' +
				'(scripts/live/checks.ts) does not run it',
		]);
	});
});
