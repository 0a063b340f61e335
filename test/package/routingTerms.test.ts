/**
 * Operations are declared in n8n's routing terms: a request URL is an n8n expression that reads
 * its ids (`'=/drafts/{{$parameter.draftId}}'`), never a `{draftId}` path filled in later; a query
 * parameter is sent by its field's `routing.send`, never by a `send.query` list; a pre-send step
 * has n8n's two-argument signature `(this, requestOptions)`. Read from the source, so each finding
 * names the file; the last test plants each.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

import { filesUnder } from './sourceFiles';

const root = join(__dirname, '../..');

const isOperationFile = (path: string) => /^nodes\/[^/]+\/resources\/[^/]+\/[^/]+\.ts$/.test(path);

function nameOf(node: ts.PropertyAssignment, source: ts.SourceFile): string {
	return node.name.getText(source);
}

function isRequestOptions(parameter: ts.ParameterDeclaration, source: ts.SourceFile): boolean {
	return (
		parameter.name.getText(source) === 'requestOptions' ||
		parameter.type?.getText(source) === 'IHttpRequestOptions'
	);
}

/** What in one file is not n8n's routing terms, as `file: finding`. */
export function routingFindings(file: string, text: string): string[] {
	const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
	const findings: string[] = [];
	const line = (node: ts.Node) => source.getLineAndCharacterOfPosition(node.getStart()).line + 1;
	const visit = (node: ts.Node) => {
		// A path: what a request's URL is made of, passed on (`approval(words, '/x')`) or not.
		if (isOperationFile(file) && ts.isStringLiteralLike(node) && /^=?\//.test(node.text)) {
			for (const placeholder of node.text.replace(/\{\{.*?\}\}/g, '').match(/\{\w+\}/g) ?? []) {
				findings.push(`${file}:${line(node)}: URL with a ${placeholder} path`);
			}
		}
		if (isOperationFile(file) && ts.isPropertyAssignment(node)) {
			const name = nameOf(node, source);
			if (
				name === 'query' &&
				ts.isObjectLiteralExpression(node.parent) &&
				ts.isPropertyAssignment(node.parent.parent) &&
				nameOf(node.parent.parent, source) === 'send'
			) {
				findings.push(`${file}:${line(node)}: send.query`);
			}
		}
		if (ts.isFunctionLike(node)) {
			const parameters = node.parameters.filter((each) => each.name.getText(source) !== 'this');
			if (parameters.length > 1 && isRequestOptions(parameters[0], source)) {
				findings.push(`${file}:${line(node)}: pre-send step with a third argument`);
			}
		}
		ts.forEachChild(node, visit);
	};
	visit(source);
	return findings;
}

const nodeFiles = () => filesUnder('nodes', (path) => path.endsWith('.ts'));
const read = (file: string) => readFileSync(join(root, file), 'utf8');

describe("operations in n8n's routing terms", () => {
	it('reads the operation files', () => {
		expect(nodeFiles().filter(isOperationFile).length).toBeGreaterThan(45);
	});

	it('declares no {param} URL, no send.query and no pre-send step with a third argument', () => {
		expect(nodeFiles().flatMap((file) => routingFindings(file, read(file)))).toEqual([]);
	});

	it.each([
		{
			file: 'nodes/MessageDrafts/resources/draft/approve.ts',
			from: "'=/drafts/{{ String($parameter.draftId).trim() }}/publish/approve'",
			to: "'/drafts/{draftId}/publish/approve'",
			finding: /approve\.ts:\d+: URL with a \{draftId\} path$/,
		},
		{
			file: 'nodes/MessageLocalizations/resources/translation/status.ts',
			from: "parentPath('/localizationKeys')",
			to: "parentPath('/localizations/{languageId}/keys')",
			finding: /status\.ts:\d+: URL with a \{languageId\} path$/,
		},
		{
			file: 'nodes/MessageTemplates/resources/template/getMany.ts',
			from: "url: '/templates' }",
			to: "url: '/templates' }, send: { query: [] }",
			finding: /getMany\.ts:\d+: send\.query$/,
		},
		{
			file: 'nodes/shared/helpers/sendTheme.ts',
			from: 'requestOptions: IHttpRequestOptions,\n)',
			to: 'requestOptions: IHttpRequestOptions,\n\tscope: ItemScope,\n)',
			finding: /sendTheme\.ts:\d+: pre-send step with a third argument$/,
		},
	])('fails on $to planted in $file', ({ file, from, to, finding }) => {
		const planted = read(file).replace(from, to);
		expect(planted).not.toBe(read(file));
		expect(routingFindings(file, planted)).toEqual([expect.stringMatching(finding)]);
	});
});
