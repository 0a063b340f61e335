/**
 * The channel table against the vendor's OpenAPI document for 2026.06: every operation that takes
 * `targetLanguage` lists exactly the values the table gives its channel in that version.
 */
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { CHANNELS, CHANNEL_NAMES, type ChannelName, targetLanguagesFor } from '../../nodes/shared/channels';

interface Parameter {
	name: string;
	in: string;
	required?: boolean;
	schema: { enum?: string[] };
}

interface Operation {
	parameters?: Array<Parameter | { $ref: string }>;
}

// Beside the repository, never copied into it.
const document = JSON.parse(
	readFileSync(resolve(__dirname, '../../../shared/spec/vendor-openapi-2026.06.json'), 'utf8'),
) as { paths: Record<string, Record<string, Operation>>; components: { parameters: Record<string, Parameter> } };

function parameterOf(reference: Parameter | { $ref: string }): Parameter {
	return '$ref' in reference ? document.components.parameters[reference.$ref.split('/').pop() as string] : reference;
}

function channelOf(path: string): ChannelName {
	const prefix = CHANNEL_NAMES.find((name) => name !== 'email' && path.startsWith(`${CHANNELS[name].pathPrefix}/`));
	return prefix ?? 'email';
}

const reads = Object.entries(document.paths).flatMap(([path, operations]) =>
	Object.entries(operations).flatMap(([method, operation]) => {
		const parameter = (operation.parameters ?? []).map(parameterOf).find((each) => each.name === 'targetLanguage');
		return parameter ? [{ operation: `${method.toUpperCase()} ${path}`, channel: channelOf(path), parameter }] : [];
	}),
);

describe('the channel table against the vendor document (2026.06)', () => {
	it('finds targetLanguage on the template, draft and localization reads of every channel', () => {
		for (const name of CHANNEL_NAMES) {
			const paths = reads.filter(({ channel }) => channel === name).map(({ operation }) => operation);
			const prefix = CHANNELS[name].pathPrefix;
			expect(paths.sort()).toEqual(
				[
					`GET ${prefix}/drafts/{draftId}`,
					`GET ${prefix}/localizations/{localizationId}`,
					`GET ${prefix}/localizations/{localizationId}/drafts/{draftId}`,
					`GET ${prefix}/templates/{templateId}`,
				].sort(),
			);
		}
	});

	it.each(reads.map((read) => [read.operation, read] as const))('%s: same values and requiredness as the table', (_operation, read) => {
		expect([...(read.parameter.schema.enum ?? [])].sort()).toEqual([...targetLanguagesFor(read.channel, '2026.06')].sort());
		expect(read.parameter.in).toBe('query');
		expect(read.parameter.required === true).toBe(CHANNELS[read.channel].targetLanguageRequired);
	});
});
