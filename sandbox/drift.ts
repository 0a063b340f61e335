/**
 * Drift: the sandbox answering the ways a live service may come to differ from its document, so
 * that the live check can be shown to notice each one. A drift names an operation of the vendor's
 * document and, for the changes to an answer, a place in its successful JSON body:
 *
 * - `remove:getTemplates:data[].name`: the field is left out;
 * - `rename:getTemplates:data[].name:title`: the field comes under another name;
 * - `retype:getTemplates:data[].name`: the field's value changes type (text becomes a number,
 *   anything else its JSON text);
 * - `add:getTemplates:data[].flavour`: a field the document does not list appears;
 * - `enum:getDrafts:data[].status:ARCHIVED`: the field takes a value its list does not have;
 * - `gone:listThemes` or `gone:listThemes:<version>`: the operation answers 404 (from that version
 *   on).
 *
 * `[]` walks into every element of a list.
 */
import { type ApiVersion, isApiVersion, isAtLeast } from '../nodes/shared/versions';
import { defaultDocumentPath } from './contract';
import { readDocument } from './contract/document';
import { OperationIndex } from './contract/operations';

export type DriftKind = 'remove' | 'rename' | 'retype' | 'add' | 'enum' | 'gone';

export interface Drift {
	kind: DriftKind;
	operationId: string;
	/** Where in the answer: `data[].name`; none for `gone`. */
	path: string[];
	/** The new name (`rename`) or value (`enum`). */
	to?: string;
	/** `gone`: from this version on; every version when unset. */
	since?: ApiVersion;
}

const KINDS: readonly DriftKind[] = ['remove', 'rename', 'retype', 'add', 'enum', 'gone'];

const FORMS =
	'remove|retype|add:<operationId>:<path>, rename:<operationId>:<path>:<new name>, ' +
	'enum:<operationId>:<path>:<value> or gone:<operationId>[:<version>]';

/** Reads `kind:operationId:...` as the CLI and the options take it. */
export function parseDrift(text: string, operations: OperationIndex = documentOperations()): Drift {
	const [kind, operationId = '', ...rest] = text.split(':');
	const refuse = (why: string) => new Error(`The drift "${text}" ${why}; write it as ${FORMS}.`);
	if (!KINDS.includes(kind as DriftKind)) throw refuse(`names no kind of drift ("${kind}")`);
	if (!operations.operations.some((operation) => operation.operationId === operationId))
		throw refuse(`names no operation of the vendor's document ("${operationId}")`);
	if (kind === 'gone') {
		const [since, ...extra] = rest;
		if (extra.length > 0 || (since !== undefined && !isApiVersion(since)))
			throw refuse('takes at most a version the service answers after the operation');
		return { kind, operationId, path: [], since };
	}
	const [path = '', to, ...extra] = rest;
	const needsTo = kind === 'rename' || kind === 'enum';
	if (path === '' || extra.length > 0 || needsTo !== (to !== undefined && to !== ''))
		throw refuse(needsTo ? 'needs a path and a new name or value' : 'needs a path, and only that');
	return { kind: kind as DriftKind, operationId, path: path.split('.'), to };
}

let indexed: OperationIndex | undefined;

function documentOperations(): OperationIndex {
	indexed ??= new OperationIndex(readDocument(defaultDocumentPath()));
	return indexed;
}

/** The drifts that apply to one request, found by the operation it addresses. */
export class DriftPlan {
	constructor(private readonly drifts: readonly Drift[]) {}

	/** Whether the operation is gone for this version. */
	gone(method: string, url: string, version: ApiVersion): boolean {
		return this.for(method, url).some(
			(drift) =>
				drift.kind === 'gone' && (drift.since === undefined || isAtLeast(version, drift.since)),
		);
	}

	/** The answer's JSON text with the changes made; other answers as they were. */
	apply(method: string, url: string, payload: string): string {
		const changes = this.for(method, url).filter((drift) => drift.kind !== 'gone');
		if (changes.length === 0) return payload;
		let body: unknown;
		try {
			body = JSON.parse(payload);
		} catch {
			return payload;
		}
		for (const drift of changes) change(body, drift.path, drift);
		return JSON.stringify(body);
	}

	// Without drifts the document is never read: a sandbox that starts plain pays nothing for them.
	private for(method: string, url: string): Drift[] {
		if (this.drifts.length === 0) return [];
		const lookup = documentOperations().find(method, url.split('?')[0]);
		if (!('operation' in lookup)) return [];
		return this.drifts.filter((drift) => drift.operationId === lookup.operation.operationId);
	}
}

function change(node: unknown, path: readonly string[], drift: Drift): void {
	const [head, ...rest] = path;
	if (typeof node !== 'object' || node === null || head === undefined) return;
	const list = head.endsWith('[]');
	const name = list ? head.slice(0, -2) : head;
	const record = node as Record<string, unknown>;
	if (list || rest.length > 0) {
		const next = name === '' ? node : record[name];
		const elements = list ? (Array.isArray(next) ? next : []) : [next];
		for (const element of elements) change(element, rest, drift);
		return;
	}
	if (drift.kind === 'add') {
		record[name] = 'drift';
		return;
	}
	if (!(name in record)) return;
	const value = record[name];
	if (drift.kind === 'remove') delete record[name];
	if (drift.kind === 'rename') {
		delete record[name];
		record[drift.to as string] = value;
	}
	if (drift.kind === 'retype')
		record[name] = typeof value === 'string' ? value.length : JSON.stringify(value);
	if (drift.kind === 'enum') record[name] = drift.to;
}
