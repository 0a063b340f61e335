/**
 * The rows on what a node lets the user keep of its output: Simplify for operations whose records
 * are large, and an Output choice for nodes an AI agent uses as a tool.
 */
import { join } from 'node:path';
import type { INodeProperties, INodePropertyOptions } from 'n8n-workflow';
import { DOCUMENT_VERSION, readDocument, resolveRef } from '../../sandbox/contract/document';
import { pathTemplates } from '../../nodes/shared/routing/requestPaths';
import { OperationIndex, type Schema } from '../../sandbox/contract/operations';
import {
	type Operation,
	type PackageUnderCheck,
	loadNodes,
	operationsOf,
	showsFor,
} from './packageUnderCheck';

/** n8n's guideline: records of more than this many fields get a Simplify choice. */
const MAX_PLAIN_FIELDS = 10;

/**
 * Post-receive steps that pass the service's records on as they are (pacing, a status filter).
 * An operation with any other step builds its own output, which the document does not describe.
 */
const RECORD_KEEPING_STEPS = ['observeRateLimit', 'filterByStatus'];

/** The fields of one record the service answers a request with, from the vendor's document. */
function recordFields(root: string): (method: string, url: string) => string[] | undefined {
	const path = join(
		root,
		'sandbox',
		'contract',
		'vendor',
		`vendor-openapi-${DOCUMENT_VERSION}.json`,
	);
	const document = readDocument(path);
	const index = new OperationIndex(document);
	const resolved = (schema: unknown) =>
		resolveRef<Schema>(document, { value: schema as Schema, at: [] }).value;
	const fieldsOf = (schema: unknown): string[] => {
		const value = resolved(schema);
		const parts = [
			...((value.allOf as unknown[]) ?? []),
			...((value.oneOf as unknown[]) ?? []),
			...((value.anyOf as unknown[]) ?? []),
		];
		const own = Object.keys((value.properties as Record<string, unknown>) ?? {});
		return [...new Set([...own, ...parts.flatMap(fieldsOf)])];
	};
	const recordOf = (schema: unknown): unknown => {
		const value = resolved(schema);
		if (value.type === 'array') return value.items;
		const data = (value.properties as Record<string, unknown> | undefined)?.data;
		// A list page: its records are in `data`.
		if (data && resolved(data).type === 'array') return resolved(data).items;
		return value;
	};
	return (method, url) => {
		const found = index.find(method, url);
		if (!('operation' in found)) return undefined;
		const answers = [...found.operation.responses]
			.filter(([status]) => status.startsWith('2'))
			.flatMap(([, media]) => media.filter(({ mediaType }) => mediaType.includes('json')))
			.flatMap(({ schema }) => (schema ? [fieldsOf(recordOf(schema.value))] : []));
		return answers.sort((a, b) => b.length - a.length)[0];
	};
}

function keepsRecords({ option }: Operation): boolean {
	const steps = option.routing?.output?.postReceive ?? [];
	return steps.every(
		(step) => typeof step === 'function' && RECORD_KEEPING_STEPS.includes(step.name),
	);
}

const isSimplify = (parameter: INodeProperties) =>
	(parameter.type === 'boolean' && parameter.name === 'simple') ||
	(parameter.type === 'options' &&
		((parameter.options ?? []) as INodePropertyOptions[]).some(({ name }) =>
			/^Simplif/.test(name),
		));

export function simplifyLargeRecords({ root }: PackageUnderCheck): string[] {
	const fieldsFor = recordFields(root);
	return loadNodes(root).flatMap(({ description }) =>
		operationsOf(description)
			.filter(keepsRecords)
			.flatMap((operation) => {
				const request = operation.option.routing?.request;
				if (!request?.method || !request.url) return [];
				const fields = pathTemplates(request.url)
					.map((path) => fieldsFor(request.method as string, path) ?? [])
					.sort((a, b) => b.length - a.length)[0];
				if (!fields || fields.length <= MAX_PLAIN_FIELDS) return [];
				const offered = description.properties.some(
					(parameter) => isSimplify(parameter) && showsFor(parameter, operation),
				);
				if (offered) return [];
				return [
					`${operation.label}: returns records of ${fields.length} fields and offers no ` +
						'Simplify choice; add a "Simplify" boolean (name: simple) that keeps at most 10 ' +
						'fields',
				];
			}),
	);
}

/** The choices n8n's tool nodes offer for their output. */
const OUTPUT_CHOICES = [/^Simplified$/, /^Raw$/, /^Selected Fields$/];

const choicesOf = (parameter: INodeProperties) =>
	(parameter.options ?? []) as INodePropertyOptions[];

/**
 * n8n's guideline: Selected Fields shows a multi-option parameter of the fields to output, and the
 * output always keeps the record's ID, so the ID is not among the choices to leave out.
 */
function selectedFieldsProblems(
	properties: INodeProperties[],
	output: INodeProperties,
	at: string,
): string[] {
	const selected = choicesOf(output).find(({ name }) => /^Selected Fields$/.test(name))!;
	// The list shows where the Output choice does, once Selected Fields is chosen.
	const conditions = (parameter: INodeProperties) =>
		JSON.stringify(
			Object.entries(parameter.displayOptions?.show ?? {})
				.filter(([key]) => key !== output.name)
				.sort(([a], [b]) => a.localeCompare(b)),
		);
	const shown = properties.filter(
		(parameter) =>
			parameter.displayOptions?.show?.[output.name]?.includes(selected.value) &&
			conditions(parameter) === conditions(output),
	);
	const list = shown.find(({ type }) => type === 'multiOptions');
	if (!list)
		return [
			`${at}: Selected Fields shows no list of fields; add a multiOptions parameter of the ` +
				`record's fields shown for ${output.name}: ${String(selected.value)}`,
		];
	if (choicesOf(list).some(({ value }) => /^id$/i.test(String(value))))
		return [
			`${at} › ${list.displayName}: the ID is one of the fields to select; n8n's Selected ` +
				'Fields always keeps it, so output it always and leave it out of the list',
		];
	return [];
}

export function toolOutputChoice({ root }: PackageUnderCheck): string[] {
	return loadNodes(root)
		.filter(({ description }) => description.usableAsTool)
		.flatMap(({ description, file }) => {
			const outputs = description.properties.filter(
				(parameter) =>
					parameter.type === 'options' &&
					OUTPUT_CHOICES.every((choice) =>
						choicesOf(parameter).some(({ name }) => choice.test(name)),
					),
			);
			if (outputs.length === 0)
				return [
					`${description.displayName} (${file}) is usable as a tool and offers no Output ` +
						'choice; add an "Output" parameter with Simplified, Raw and Selected Fields',
				];
			return outputs.flatMap((output) =>
				selectedFieldsProblems(
					description.properties,
					output,
					`${description.displayName} › ${output.displayName} (${String(
						output.displayOptions?.show?.operation ?? '',
					)})`,
				),
			);
		});
}
