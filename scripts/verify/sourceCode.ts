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

/** Operations that remove what they name (taking a tag off a draft removes nothing). */
const DELETING = /^(delete|archive)$/;

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

/**
 * A delete declares `deletes: true`, which makes the one request path answer `{ deleted: true }`
 * with the ids (nodes/shared/routing/executor.ts); the node tests hold what it answers.
 */
export function deletionsAnswerDeleted({ root }: PackageUnderCheck): string[] {
	return declaredOperations(sourceFiles(root)).flatMap(({ file, spec }) => {
		const value = initializer(spec, 'value');
		if (!value || !ts.isStringLiteral(value) || !DELETING.test(value.text)) return [];
		const deletes = initializer(spec, 'deletes');
		if (deletes?.kind === ts.SyntaxKind.TrueKeyword) return [];
		const action = initializer(spec, 'action');
		const named = action && ts.isStringLiteral(action) ? action.text : value.text;
		return [
			`${named} (${file.path}) answers { "success": true }; declare deletes: true in its ` +
				'operation({...}) so it answers { "deleted": true }',
		];
	});
}
