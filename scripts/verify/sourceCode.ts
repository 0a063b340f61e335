/** The rows read from the nodes' source code: how errors are built, what deletions answer. */
import { readFileSync, readdirSync } from 'node:fs';
import { join, posix } from 'node:path';
import ts from 'typescript';
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

export function errorsSayHowToFix({ root }: PackageUnderCheck): string[] {
	return sourceFiles(root).flatMap((file) =>
		descendants(file.ast)
			.filter(ts.isNewExpression)
			.filter(
				({ expression }) => ts.isIdentifier(expression) && NODE_ERRORS.includes(expression.text),
			)
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
			),
	);
}

/** Operations that remove something: deleted, archived, or taken off. */
const DELETING = /^(delete|archive|unassign|remove)/i;

interface Declared {
	file: SourceFile;
	spec: ts.ObjectLiteralExpression;
}

/** The calls of `operation({...})` (nodes/shared/routing/operation.ts), each an operation. */
function declaredOperations(files: SourceFile[]): Declared[] {
	return files.flatMap((file) =>
		descendants(file.ast)
			.filter(ts.isCallExpression)
			.filter(({ expression }) => ts.isIdentifier(expression) && expression.text === 'operation')
			.flatMap(({ arguments: [spec] }) =>
				spec && ts.isObjectLiteralExpression(spec) ? [{ file, spec }] : [],
			),
	);
}

function nested(spec: ts.ObjectLiteralExpression, path: string[]): ts.Expression | undefined {
	let value: ts.Expression | undefined = spec;
	for (const name of path) {
		if (!value || !ts.isObjectLiteralExpression(value)) return undefined;
		value = initializer(value, name);
	}
	return value;
}

/** The `json` objects a function or expression puts out, with where each is written. */
function jsonObjects(node: ts.Node): ts.ObjectLiteralExpression[] {
	return descendants(node)
		.filter(ts.isPropertyAssignment)
		.filter(
			({ name, initializer: value }) =>
				name.getText() === 'json' && ts.isObjectLiteralExpression(value),
		)
		.map(({ initializer: value }) => value as ts.ObjectLiteralExpression);
}

function functionNamed(
	files: SourceFile[],
	name: string,
): { file: SourceFile; node: ts.Node } | undefined {
	for (const file of files) {
		const node = descendants(file.ast).find(
			(candidate) => ts.isFunctionDeclaration(candidate) && candidate.name?.text === name,
		);
		if (node) return { file, node };
	}
	return undefined;
}

/** The ids a request path names, reading a path-building function's own paths too. */
function pathIds(files: SourceFile[], url: ts.Expression | undefined): string[] {
	if (!url) return [];
	const built =
		ts.isCallExpression(url) && ts.isIdentifier(url.expression)
			? functionNamed(files, url.expression.text)?.node.getText()
			: undefined;
	const text = `${built ?? ''}${url.getText()}`;
	// `{draftId}`, not a template literal's `${path}`.
	return [...new Set([...text.matchAll(/(?<!\$)\{(\w+)\}/g)].map(([, id]) => id))];
}

const answersDeleted = (answer: ts.ObjectLiteralExpression) =>
	answer.properties.some(
		(element) =>
			ts.isPropertyAssignment(element) &&
			element.name.getText() === 'deleted' &&
			element.initializer.kind === ts.SyntaxKind.TrueKeyword,
	);

const shown = (node: ts.Node) => node.getText().replace(/\s+/g, ' ');

/**
 * The executor's empty answer as this operation gets it: its spread `ids` are the request's ids,
 * and what an `emptyResult: true` adds is nothing.
 */
function emptyAnswer(answer: ts.ObjectLiteralExpression, ids: string[], adds: boolean): string {
	const parts = answer.properties.flatMap((element) => {
		if (!ts.isSpreadAssignment(element)) return [shown(element)];
		if (element.expression.getText() === 'ids') return ids;
		return adds ? [shown(element)] : [];
	});
	return `{ ${parts.join(', ')} }`;
}

export function deletionsAnswerDeleted({ root }: PackageUnderCheck): string[] {
	const files = sourceFiles(root);
	// The executor's answer for operations declared with emptyResult (the service sends no body).
	const emptyResult = files.flatMap((file) =>
		descendants(file.ast)
			.filter(ts.isConditionalExpression)
			.filter(({ condition }) => condition.getText().includes('emptyResult'))
			.flatMap(({ whenTrue }) => jsonObjects(whenTrue).map((answer) => ({ file, answer }))),
	);
	const emptyAnswers = (spec: ts.ObjectLiteralExpression) => {
		const declared = nested(spec, ['emptyResult']);
		if (!declared) return [];
		const ids = pathIds(files, nested(spec, ['routing', 'request', 'url']));
		const adds = declared.kind !== ts.SyntaxKind.TrueKeyword;
		return emptyResult.map(({ file, answer }) => ({
			at: where(file, answer),
			answer,
			text: emptyAnswer(answer, ids, adds),
		}));
	};
	return declaredOperations(files).flatMap(({ file, spec }) => {
		const value = nested(spec, ['value']);
		if (!value || !ts.isStringLiteral(value) || !DELETING.test(value.text)) return [];
		const action = nested(spec, ['action']);
		const named = `${action && ts.isStringLiteral(action) ? action.text : value.text} (${file.path})`;
		const steps = nested(spec, ['routing', 'output', 'postReceive']);
		const step =
			steps && ts.isArrayLiteralExpression(steps) ? steps.elements.at(-1)?.getText() : undefined;
		const builtBy = step ? functionNamed(files, step) : undefined;
		const built = builtBy
			? jsonObjects(builtBy.node).map((answer) => ({
					at: where(builtBy.file, answer),
					answer,
					text: shown(answer),
				}))
			: emptyAnswers(spec);
		if (built.length === 0)
			return [`${named} answers what the service sends back; answer { "deleted": true }`];
		return built
			.filter(({ answer }) => !answersDeleted(answer))
			.map(({ at, text }) => `${named} answers ${text} (${at}); answer { "deleted": true }`);
	});
}
