/** The rows read from the nodes' source code: how errors are worded, what deletions answer. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
import { pathTemplates } from '../../nodes/shared/routing/requestPaths';
import type { PackageUnderCheck } from './packageUnderCheck';

interface SourceFile {
	/** From the package root. */
	path: string;
	ast: ts.SourceFile;
}

function sourceFiles(root: string, folder = 'nodes'): SourceFile[] {
	return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
		const path = posix.join(folder, entry.name);
		if (entry.isDirectory()) return sourceFiles(root, path);
		if (!path.endsWith('.ts') || path.endsWith('.d.ts')) return [];
		const text = readFileSync(join(root, path), 'utf8');
		return [{ path, ast: ts.createSourceFile(path, text, ts.ScriptTarget.ES2022, true) }];
	});
}

function descendants(node: ts.Node): ts.Node[] {
	const found: ts.Node[] = [];
	const visit = (child: ts.Node) => {
		found.push(child);
		child.forEachChild(visit);
	};
	node.forEachChild(visit);
	return found;
}

const where = (file: SourceFile, node: ts.Node) =>
	`${file.path}:${file.ast.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

function property(
	literal: ts.ObjectLiteralExpression,
	name: string,
): ts.ObjectLiteralElementLike | undefined {
	return literal.properties.find(
		(element) =>
			element.name !== undefined && ts.isIdentifier(element.name) && element.name.text === name,
	);
}

function initializer(literal: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
	const found = property(literal, name);
	return found && ts.isPropertyAssignment(found) ? found.initializer : undefined;
}

const NODE_ERRORS = ['NodeApiError', 'NodeOperationError'];
const ERROR_MAPPING = 'nodes/shared/transport/serviceError.ts';

const newErrors = (file: SourceFile) =>
	descendants(file.ast)
		.filter(ts.isNewExpression)
		.filter(
			({ expression }) => ts.isIdentifier(expression) && NODE_ERRORS.includes(expression.text),
		);

function missingDescriptions(file: SourceFile): string[] {
	return newErrors(file)
		.filter(({ arguments: given }) => {
			const options = given?.[2];
			return !(
				options &&
				ts.isObjectLiteralExpression(options) &&
				property(options, 'description')
			);
		})
		.map(
			(error) =>
				`${where(file, error)}: new ${error.expression.getText()}(…) has no description; pass ` +
				`{ description: '<what to do>' }, or build a failed request's error with serviceError ` +
				`(${ERROR_MAPPING})`,
		);
}

/** n8n's error guideline: the message and the description avoid these words. */
export const WORDS_TO_AVOID = /\b(errors?|problems?|failures?|mistakes?)\b/i;

/**
 * The text an expression contributes: its string and template literals, `+` joins, conditionals,
 * and constants of the same file, followed by name. Calls and other values add nothing.
 */
function textsOf(expression: ts.Node | undefined, constants: Map<string, ts.Expression>): string[] {
	if (!expression) return [];
	if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
		return [expression.text];
	if (ts.isTemplateExpression(expression))
		return [
			expression.head.text,
			...expression.templateSpans.flatMap((span) => [
				...textsOf(span.expression, constants),
				span.literal.text,
			]),
		];
	if (ts.isParenthesizedExpression(expression)) return textsOf(expression.expression, constants);
	if (ts.isBinaryExpression(expression))
		return [...textsOf(expression.left, constants), ...textsOf(expression.right, constants)];
	if (ts.isConditionalExpression(expression))
		return [
			...textsOf(expression.whenTrue, constants),
			...textsOf(expression.whenFalse, constants),
		];
	if (ts.isIdentifier(expression)) {
		const value = constants.get(expression.text);
		constants.delete(expression.text);
		return textsOf(value, constants);
	}
	return [];
}

function constantsOf(file: SourceFile): Map<string, ts.Expression> {
	return new Map(
		descendants(file.ast)
			.filter(ts.isVariableDeclaration)
			.filter(({ name, initializer: value }) => ts.isIdentifier(name) && value !== undefined)
			.map(({ name, initializer: value }) => [(name as ts.Identifier).text, value!]),
	);
}

/**
 * What an error says: the message and options of each `new NodeApiError`/`NodeOperationError`,
 * and the `message` and `fix` of the explanations the shared wording builds them from
 * (nodes/shared/transport/failureWording.ts, connectionFailure.ts).
 */
function errorWords(file: SourceFile): Array<{ node: ts.Node; texts: string[] }> {
	const fromErrors = newErrors(file).map((error) => {
		const [, message, options] = error.arguments ?? [];
		const optionTexts =
			options && ts.isObjectLiteralExpression(options)
				? ['message', 'description'].flatMap((name) =>
						textsOf(initializer(options, name), constantsOf(file)),
					)
				: [];
		return { node: error, texts: [...textsOf(message, constantsOf(file)), ...optionTexts] };
	});
	const fromExplanations = descendants(file.ast)
		.filter(ts.isObjectLiteralExpression)
		.filter((literal) => property(literal, 'fix') !== undefined)
		.map((literal) => ({
			node: literal,
			texts: ['message', 'fix'].flatMap((name) =>
				textsOf(initializer(literal, name), constantsOf(file)),
			),
		}));
	return [...fromErrors, ...fromExplanations];
}

/** Each piece of text the nodes' errors say, and where it is written. */
export function errorTexts(root: string): Array<{ text: string; where: string }> {
	return sourceFiles(root).flatMap((file) =>
		errorWords(file).flatMap(({ node, texts }) =>
			texts.map((text) => ({ text, where: where(file, node) })),
		),
	);
}

/** Text in quotes names something (a setting such as 'On Error'), and is left alone. */
const unquoted = (text: string) => text.replace(/'[^']*'|"[^"]*"|“[^”]*”/g, '');

export function errorsSayHowToFix({ root }: PackageUnderCheck): string[] {
	return sourceFiles(root).flatMap((file) => [
		...missingDescriptions(file),
		...errorWords(file).flatMap(({ node, texts }) => {
			const found = texts.map(unquoted).join(' ').match(new RegExp(WORDS_TO_AVOID, 'gi'));
			if (!found) return [];
			return [
				`${where(file, node)}: the error says "${[...new Set(found)].join('", "')}", words ` +
					"n8n's guideline asks errors to avoid: say what happened and what to do instead",
			];
		}),
	]);
}

/**
 * DELETE requests that remove no record: taking a draft's translation lock off leaves the draft,
 * so it answers `{ "success": true }` as other changes do.
 */
const REMOVES_NO_RECORD: Readonly<Record<string, string>> = {
	'/drafts/{draftId}/lockForTranslation': "takes the draft's translation lock off",
};

/** The calls of `operation({...})` (nodes/shared/routing/operation.ts), each an operation. */
function declaredOperations(
	files: SourceFile[],
): Array<{ file: SourceFile; spec: ts.ObjectLiteralExpression }> {
	return files.flatMap((file) =>
		descendants(file.ast)
			.filter(ts.isCallExpression)
			.filter(({ expression }) => ts.isIdentifier(expression) && expression.text === 'operation')
			.flatMap(({ arguments: [spec] }) =>
				spec && ts.isObjectLiteralExpression(spec) ? [{ file, spec }] : [],
			),
	);
}

/** An operation's request, from its `routing: { request: { method, url } }`. */
function requestOf(spec: ts.ObjectLiteralExpression): { method?: string; url: string[] } {
	const routing = initializer(spec, 'routing');
	const request =
		routing && ts.isObjectLiteralExpression(routing) ? initializer(routing, 'request') : undefined;
	if (!request || !ts.isObjectLiteralExpression(request)) return { url: [] };
	const method = initializer(request, 'method');
	return {
		method: method && ts.isStringLiteralLike(method) ? method.text : undefined,
		url: textsOf(initializer(request, 'url'), new Map()).flatMap(pathTemplates),
	};
}

/**
 * A delete is found by its HTTP method, whatever the operation is called. It declares
 * `messageTemplates: { deletes: true }`, which makes the one request path answer
 * `{ deleted: true }` with the ids (nodes/shared/routing/executor.ts); the node tests hold what it
 * answers.
 */
export function deletionsAnswerDeleted({ root }: PackageUnderCheck): string[] {
	return declaredOperations(sourceFiles(root)).flatMap(({ file, spec }) => {
		const { method, url } = requestOf(spec);
		if (method !== 'DELETE') return [];
		if (url.some((path) => Object.keys(REMOVES_NO_RECORD).some((kept) => path.endsWith(kept))))
			return [];
		const ours = initializer(spec, 'messageTemplates');
		const deletes =
			ours && ts.isObjectLiteralExpression(ours) ? initializer(ours, 'deletes') : undefined;
		if (deletes?.kind === ts.SyntaxKind.TrueKeyword) return [];
		const action = initializer(spec, 'action');
		const value = initializer(spec, 'value');
		const named =
			action && ts.isStringLiteral(action)
				? action.text
				: value && ts.isStringLiteral(value)
					? value.text
					: where(file, spec);
		return [
			`${named} (${file.path}) sends DELETE and answers { "success": true }; declare ` +
				'deletes: true in its operation({...}) so it answers { "deleted": true }',
		];
	});
}
