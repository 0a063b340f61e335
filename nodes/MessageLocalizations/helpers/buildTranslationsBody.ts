import type { IDataObject, IExecuteSingleFunctions, IHttpRequestOptions } from 'n8n-workflow';
import { NodeOperationError, jsonParse } from 'n8n-workflow';

import { requireText } from '../../shared/routing/requireText';
import { decodeText, hasEntries, headerCharset, withUtf8Header } from './poFile';
import { isBlockPath } from './routeToParent';

const PO_MEDIA_TYPE = 'text/x-gettext-translation; charset=utf-8';

type Context = IExecuteSingleFunctions;

// jsonParse throws when the fallback is undefined.
const NOT_JSON = Symbol('not JSON');

function fail(context: Context, message: string, description: string): never {
	throw new NodeOperationError(context.getNode(), message, {
		description,
		itemIndex: context.getItemIndex(),
	});
}

function fromKeyValueFields(context: Context, given: unknown): Record<string, string> {
	const { entries = [] } = (given ?? {}) as {
		entries?: Array<{ key?: unknown; value?: unknown }>;
	};
	const translations: Record<string, string> = {};
	for (const entry of entries) {
		const key = requireText(context, entry.key === undefined ? '' : entry.key, 'Source String');
		const value = requireText(context, entry.value === undefined ? '' : entry.value, 'Translation');
		if (key === '')
			fail(
				context,
				'A translation has an empty source string.',
				'Fill in Source String for every translation, or remove the empty row.',
			);
		if (key in translations) {
			fail(
				context,
				`The source string "${key}" is given twice.`,
				'Keep one translation per source string.',
			);
		}
		translations[key] = value;
	}
	return translations;
}

function fromJson(context: Context, given: unknown): Record<string, string> {
	const raw = given === undefined ? '{}' : given;
	const fix =
		'Give an object that maps each source string to its translation, like {"Hello": "Bonjour"}.';
	let parsed: unknown = raw;
	if (typeof raw === 'string') {
		parsed = jsonParse<unknown>(raw, { fallbackValue: NOT_JSON });
		if (parsed === NOT_JSON) fail(context, 'Translations (JSON) is not valid JSON.', fix);
	}
	if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) {
		fail(context, 'Translations (JSON) must be an object.', fix);
	}
	for (const [key, value] of Object.entries(parsed as IDataObject)) {
		if (typeof value !== 'string') {
			fail(context, `The translation of "${key}" in Translations (JSON) is not a string.`, fix);
		}
	}
	return parsed as Record<string, string>;
}

async function poFileBody(
	context: Context,
	requestOptions: IHttpRequestOptions,
	given: unknown,
): Promise<string> {
	if (isBlockPath(requestOptions)) {
		fail(
			context,
			'Blocks take translations as JSON only, not as a PO file.',
			'Set Source to "Key/Value Fields" or "JSON Object" for a block; PO files are ' +
				'accepted for drafts only.',
		);
	}
	const binaryPropertyName = requireText(
		context,
		given === undefined ? 'data' : given,
		'Input Binary Field',
	);
	context.helpers.assertBinaryData(binaryPropertyName);
	const text = decodePoFile(
		context,
		await context.helpers.getBinaryDataBuffer(binaryPropertyName),
		binaryPropertyName,
	);
	if (!hasEntries(text)) {
		const language = String(context.getNodeParameter('languageId', '')).trim();
		fail(
			context,
			`The PO file in Input Binary Field "${binaryPropertyName}" has no ` +
				`translations${text.trim() === '' ? ' (it is empty)' : ''}.`,
			`Replacing with it would delete every translation of ${language}. Check the step ` +
				'that made the file. To clear the translations on purpose, set Source to "JSON ' +
				'Object" with {}.',
		);
	}
	return withUtf8Header(text);
}

// Bytes that are not text in the header's charset stop the item: sent as they are, they would be
// stored mangled.
function decodePoFile(context: Context, bytes: Buffer, binaryPropertyName: string): string {
	const charset = headerCharset(bytes) ?? 'UTF-8';
	const decoded = decodeText(bytes, charset);
	if ('text' in decoded) return decoded.text;
	const where = `The PO file in Input Binary Field "${binaryPropertyName}"`;
	fail(
		context,
		decoded.problem === 'unknownCharset'
			? `${where} names a charset the node cannot read: ${charset}.`
			: `${where} is not valid ${charset} text.`,
		'Save the file in UTF-8, or name its charset in the header, such as "Content-Type: ' +
			'text/plain; charset=ISO-8859-1\\n".',
	);
}

// The service takes the translations as the whole body: the fields' routing puts them in a JSON
// body under their own names. JSON goes as a string so that `{}` (clear every translation) is sent:
// n8n leaves an empty body object out of the request.
export async function buildTranslationsBody(
	this: Context,
	requestOptions: IHttpRequestOptions,
): Promise<IHttpRequestOptions> {
	const given = (requestOptions.body ?? {}) as IDataObject;
	const source = this.getNodeParameter('source', 'keyValue') as string;
	if (source === 'poFile') {
		return {
			...requestOptions,
			body: await poFileBody(this, requestOptions, given.binaryPropertyName),
			json: false,
			headers: { ...requestOptions.headers, 'Content-Type': PO_MEDIA_TYPE },
		};
	}
	const translations =
		source === 'json'
			? fromJson(this, given.translationsJson)
			: fromKeyValueFields(this, given.translationEntries);
	return {
		...requestOptions,
		body: JSON.stringify(translations),
		headers: { ...requestOptions.headers, 'Content-Type': 'application/json' },
	};
}
