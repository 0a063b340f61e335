/**
 * Checks each exchange of the sandbox against the vendor's document and keeps what differs, in
 * memory and bounded, until a test or a person reads and clears it.
 */
import { checkRequest, type Finding } from './check-request';
import { checkResponse } from './check-response';
import { readDocument } from './document';
import { EXTENSIONS, withExtensions } from './extensions';
import { OperationIndex } from './operations';
import { strictDocument } from './strict';
import { SchemaValidator } from './validator';
import { readAcceptHeader } from './version-gates';
import type { Violation } from './violation';

/** Far more than a test makes between two reads; a long-running sandbox stops keeping more. */
const CAPACITY = 10_000;

/** One request and its answer as the sandbox saw them. */
export interface Exchange {
	method: string;
	/** Path and query as requested. */
	url: string;
	accept: string | undefined;
	/**
	 * The request body; `text` is undefined when a body was sent but refused before it was read (an
	 * unknown Content-Type, say), and the whole is undefined when there is nothing to tell.
	 */
	body?: { text: string | undefined; contentType: string | undefined };
	status: number;
	contentType: string | undefined;
	/** The answer's body; undefined when it cannot be read (a stream). */
	payload: string | undefined;
}

export interface ContractReport {
	enabled: boolean;
	/** Requests checked since the last clear. */
	requests: number;
	violations: Violation[];
	/** Violations past the capacity, counted but not kept. */
	dropped: number;
	/** Where the sandbox may go beyond the document, and why. */
	extensions: string[];
}

export class ContractChecker {
	private readonly index: OperationIndex;
	private readonly validator: SchemaValidator;
	private kept: Violation[] = [];
	private requests = 0;
	private dropped = 0;
	private readonly listeners: Array<(violation: Violation) => void> = [];

	/** `strict`: answers are held to every field the document lists and no other (strict.ts). */
	constructor(
		readonly documentPath: string,
		{ strict = false }: { strict?: boolean } = {},
	) {
		const read = readDocument(documentPath);
		const document = strict ? strictDocument(read) : read;
		this.index = new OperationIndex(document, withExtensions);
		this.validator = new SchemaValidator(document);
	}

	/** Checks one exchange and keeps its violations; returns them too. */
	check(exchange: Exchange): Violation[] {
		this.requests += 1;
		const [path, query = ''] = splitUrl(exchange.url);
		const reading = readAcceptHeader(exchange.accept, false);
		const base = { method: exchange.method, path, status: exchange.status };
		const lookup = this.index.find(exchange.method, path);
		if ('missing' in lookup) {
			const expected =
				lookup.missing === 'path'
					? 'a path of the document'
					: `one of ${lookup.methods.join(', ')}`;
			const actual = lookup.missing === 'path' ? path : exchange.method;
			return this.keep([
				{
					...base,
					operationId: null,
					version: reading.version,
					side: 'request',
					place: lookup.missing,
					expected,
					actual,
				},
			]);
		}
		const { operation } = lookup;
		const gettext = [...operation.responses.values()]
			.flat()
			.some((media) => media.mediaType.includes('x-gettext-translation'));
		const facts = { accept: exchange.accept, reading: readAcceptHeader(exchange.accept, gettext) };
		const context = { ...base, operationId: operation.operationId, version: facts.reading.version };
		const request = checkRequest(this.validator, operation, {
			...facts,
			pathParameters: lookup.pathParameters,
			query: new URLSearchParams(query),
			body: exchange.body,
		});
		const response = checkResponse(this.validator, operation, {
			status: exchange.status,
			contentType: exchange.contentType,
			payload: exchange.payload,
			version: facts.reading.version,
			accept: exchange.accept,
		});
		const side = (findings: Finding[], which: Violation['side']) =>
			findings.map((finding) => ({ ...context, side: which, ...finding }));
		return this.keep([...side(request, 'request'), ...side(response, 'response')]);
	}

	/** Called with each violation as it is found: for a console that shows them live. */
	onViolation(listener: (violation: Violation) => void): void {
		this.listeners.push(listener);
	}

	report(): ContractReport {
		return {
			enabled: true,
			requests: this.requests,
			violations: [...this.kept],
			dropped: this.dropped,
			extensions: EXTENSIONS.map(({ reason }) => reason),
		};
	}

	clear(): void {
		this.kept = [];
		this.requests = 0;
		this.dropped = 0;
	}

	private keep(violations: Violation[]): Violation[] {
		for (const violation of violations) {
			if (this.kept.length < CAPACITY) this.kept.push(violation);
			else this.dropped += 1;
			for (const listener of this.listeners) listener(violation);
		}
		return violations;
	}
}

function splitUrl(url: string): [string, string?] {
	const at = url.indexOf('?');
	return at === -1 ? [url] : [url.slice(0, at), url.slice(at + 1)];
}
