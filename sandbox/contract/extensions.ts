/**
 * Where the sandbox may go beyond the document: behaviour that decisions.md keeps although the
 * document is silent on it. Each entry widens one operation (or all) and says why.
 */
import type { Media, Operation } from './operations';

/** Error answers as the decisions file's table of error codes gives them (the `APIError` body). */
const ERROR_STATUSES = ['400', '401', '403', '404', '429', '500'];

const API_ERROR: Media = {
	mediaType: '*/*',
	schema: {
		value: { $ref: '#/components/schemas/APIError' },
		at: ['components', 'schemas', 'APIError'],
	},
};

interface Extension {
	reason: string;
	extend: (operation: Operation) => Operation;
}

export const EXTENSIONS: readonly Extension[] = [
	{
		reason:
			'Draft translation PUTs of every channel also take a PO file: the interface names that form and the decisions keep it.',
		extend: (operation) =>
			operation.method === 'PUT' &&
			/\/drafts\/\{draftId\}\/localizations\/\{languageId\}\/translations$/.test(
				operation.template,
			) &&
			operation.requestBody
				? {
						...operation,
						requestBody: {
							...operation.requestBody,
							content: [
								...operation.requestBody.content,
								{ mediaType: 'text/x-gettext-translation' },
							],
						},
					}
				: operation,
	},
	{
		reason:
			'GET /blocks pages like every other list and takes `cursor` (decisions.md, "Details that clients and tests rely on").',
		extend: (operation) =>
			operation.method === 'GET' &&
			operation.template === '/blocks' &&
			!operation.parameters.some(({ name }) => name === 'cursor')
				? {
						...operation,
						parameters: [
							...operation.parameters,
							{
								name: 'cursor',
								in: 'query',
								required: false,
								schema: {
									value: { type: 'string' },
									at: ['components', 'parameters', 'cursor', 'schema'],
								},
							},
						],
					}
				: operation,
	},
	{
		reason:
			'Every operation can answer an error: authentication, version, unknown ids, bad parameters, state, the account-wide rate limit and server errors apply everywhere (decisions.md), where the document lists some of these statuses per operation only.',
		extend: (operation) => {
			const responses = new Map(operation.responses);
			for (const status of ERROR_STATUSES)
				if (!responses.has(status)) responses.set(status, [API_ERROR]);
			return { ...operation, responses };
		},
	},
];

export function withExtensions(operation: Operation): Operation {
	return EXTENSIONS.reduce((extended, extension) => extension.extend(extended), operation);
}
