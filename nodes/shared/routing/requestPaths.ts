import { ID_FORMATS } from '../ids';

// An operation's URL, read back as the paths it can give in the version table's form
// (`/drafts/{draftId}`), so that each path is stated once: in the operation's expression.
export interface RequestPath {
	template: string;
	// The ids it reads, in order.
	ids: string[];
	pattern: RegExp;
}

export interface RequestPaths {
	// Most ids first, so the longest path a URL can be read as wins.
	paths: RequestPath[];
	// Read only when given (Render's language), as the URL's condition tests them.
	optionalIds: string[];
}

const PARAMETER = /\$parameter\.(\w+)/g;

function idsIn(text: string): string[] {
	return [...text.matchAll(PARAMETER)].map(([, name]) => name).filter((name) => ID_FORMATS[name]);
}

// `cond ? "a" + $parameter.x : ""` gives `a{x}` and ``; `$parameter.x` alone gives `{x}`.
function branchesOf(expression: string): string[] {
	const choice = expression.indexOf('?');
	const branches = choice < 0 ? [expression] : expression.slice(choice + 1).split(':');
	return branches.map((branch) =>
		[...branch.matchAll(/"([^"]*)"|\$parameter\.(\w+)/g)]
			.map(([, text, name]) => text ?? `{${name}}`)
			.join(''),
	);
}

function conditionOf(expression: string): string {
	const choice = expression.indexOf('?');
	return choice < 0 ? '' : expression.slice(0, choice);
}

/** The paths an n8n URL expression gives, with `{x}` for each `$parameter.x` it reads. */
export function pathTemplates(url: string): string[] {
	if (!url.startsWith('=')) return [url];
	return url
		.slice(1)
		.split(/\{\{(.*?)\}\}/)
		.reduce(
			(paths, part, index) =>
				paths.flatMap((path) =>
					(index % 2 ? branchesOf(part) : [part]).map((next) => `${path}${next}`),
				),
			[''],
		);
}

function escaped(text: string): string {
	return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

export function requestPaths(url: string): RequestPaths {
	const paths = pathTemplates(url)
		.map((template) => ({
			template,
			ids: [...template.matchAll(/\{(\w+)\}/g)].map(([, name]) => name),
			// An id as n8n put it in, before it is checked: anything, even empty.
			pattern: new RegExp(
				`^${template
					.split(/\{\w+\}/)
					.map(escaped)
					.join('.*')}$`,
			),
		}))
		.sort((a, b) => b.ids.length - a.ids.length);
	const expressions = url.startsWith('=') ? [...url.matchAll(/\{\{(.*?)\}\}/g)] : [];
	const optionalIds = expressions.flatMap(([, expression]) => idsIn(conditionOf(expression)));
	return { paths, optionalIds: [...new Set(optionalIds)] };
}

// The path n8n built, as the operation declares it; the first when an unchecked id hides it.
export function pathOf({ paths }: RequestPaths, builtUrl: string): RequestPath {
	return paths.find(({ pattern }) => pattern.test(builtUrl)) ?? paths[0];
}
