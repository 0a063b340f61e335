/**
 * A function's route through the code: the files it enters, followed call by call in the order the
 * calls are written, every branch taken. Read from the source with TypeScript's checker; nothing
 * is run. A call is followed into a function, method, constructor or getter defined in this
 * repository; a call the program picks only as it runs (an interface's member, a callback
 * parameter) is not. A function is walked once: a later call to it still enters its file.
 *
 * A stay is one or more functions entered one after another in the same file. Each stay in a file
 * the route had already left is a return to it: many returns mean a reader goes back and forth.
 */
import { dirname, relative } from 'node:path';
import ts from 'typescript';

export interface Route {
	/** The function's own lines, from its signature to its closing brace. */
	lines: number;
	/** The files in the order the route first enters them, from the repository's root. */
	files: string[];
	/** One file a stay. */
	stays: string[];
	/** Stays in a file the route had left before. */
	returns: number;
}

function program(root: string, entry: string): ts.Program {
	const configPath = `${root}/tsconfig.json`;
	const { config } = ts.readConfigFile(configPath, (path) => ts.sys.readFile(path));
	const { options } = ts.parseJsonConfigFileContent(config, ts.sys, dirname(configPath));
	return ts.createProgram([`${root}/${entry}`], { ...options, noEmit: true });
}

/** `name` is a function's name, or `Class.method`. */
function findStart(file: ts.SourceFile, name: string): ts.FunctionLikeDeclaration | undefined {
	const [outer, member] = name.split('.');
	for (const statement of file.statements) {
		if (ts.isFunctionDeclaration(statement) && statement.name?.text === name) return statement;
		if (ts.isClassDeclaration(statement) && statement.name?.text === outer && member)
			return statement.members.find(
				(node): node is ts.MethodDeclaration =>
					ts.isMethodDeclaration(node) && node.name.getText(file) === member,
			);
	}
	return undefined;
}

export function routeOf(root: string, entry: string, name: string): Route {
	const built = program(root, entry);
	const checker = built.getTypeChecker();
	const source = built.getSourceFile(`${root}/${entry}`);
	const start = source && findStart(source, name);
	if (!start) throw new Error(`No ${name} in ${entry}.`);

	const ours = (node: ts.Node) => {
		const { fileName, isDeclarationFile } = node.getSourceFile();
		return !isDeclarationFile && !fileName.includes('/node_modules/');
	};
	const stays: string[] = [];
	const walked = new Set<ts.Node>();

	// A class is entered by its constructor and the initial values of its fields; a function held in
	// a field runs only when called.
	const bodiesOf = (declaration: ts.Node): ts.Node[] =>
		ts.isClassDeclaration(declaration)
			? declaration.members.flatMap((member): ts.Node[] =>
					ts.isConstructorDeclaration(member) && member.body
						? [member.body]
						: ts.isPropertyDeclaration(member) &&
							  member.initializer &&
							  !ts.isArrowFunction(member.initializer) &&
							  !ts.isFunctionExpression(member.initializer)
							? [member.initializer]
							: [],
				)
			: ts.isFunctionLike(declaration) && 'body' in declaration && declaration.body
				? [declaration.body as ts.Node]
				: [];

	const enter = (declaration: ts.Node | undefined) => {
		if (!declaration || !ours(declaration)) return;
		const bodies = bodiesOf(declaration);
		if (bodies.length === 0 && !ts.isClassDeclaration(declaration)) return;
		const file = relative(root, declaration.getSourceFile().fileName);
		if (stays.at(-1) !== file) stays.push(file);
		if (walked.has(declaration)) return;
		walked.add(declaration);
		bodies.forEach(visit);
	};

	const classOf = (expression: ts.Expression) => {
		const symbol = checker.getSymbolAtLocation(expression);
		const target =
			symbol && symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;
		return target?.declarations?.find(ts.isClassDeclaration);
	};

	const isCallee = (node: ts.Expression) =>
		ts.isCallExpression(node.parent) && node.parent.expression === node;

	function visit(node: ts.Node): void {
		if (ts.isCallExpression(node)) {
			visit(node.expression);
			enter(checker.getResolvedSignature(node)?.declaration);
			node.arguments.forEach(visit);
			return;
		}
		if (ts.isNewExpression(node)) {
			enter(classOf(node.expression));
			node.arguments?.forEach(visit);
			return;
		}
		if (ts.isPropertyAccessExpression(node) && !isCallee(node)) {
			visit(node.expression);
			enter(checker.getSymbolAtLocation(node.name)?.declarations?.find(ts.isGetAccessor));
			return;
		}
		ts.forEachChild(node, visit);
	}

	enter(start);
	const files = [...new Set(stays)];
	const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line;
	const lines = lineOf(start.getEnd()) - lineOf(start.getStart()) + 1;
	return { lines, files, stays, returns: stays.length - files.length };
}
