/** The rows that read the node descriptions, loaded from the package's sources. */
import { createRequire } from 'node:module';
import type { INodePropertyOptions, INodeTypeDescription } from 'n8n-workflow';
import {
	type PackageUnderCheck,
	everyChoice,
	everyParameter,
	loadCredentials,
	loadNodes,
	operationsOf,
} from './packageUnderCheck';

// The title case function n8n's lint rule node-param-display-name-miscased calls.
const { titleCase } = createRequire(require.resolve('eslint-plugin-n8n-nodes-base'))(
	'title-case',
) as { titleCase(text: string): string };

export function listModeFirst({ root }: PackageUnderCheck): string[] {
	return loadNodes(root).flatMap(({ description }) =>
		everyParameter(description)
			.filter(({ item }) => item.type === 'resourceLocator')
			.filter(({ item }) => (item.modes ?? []).some(({ name }) => name === 'list'))
			.filter(({ item }) => (item.default as { mode?: string } | undefined)?.mode !== 'list')
			.map(
				({ item, at }) =>
					`${at} (${item.name}): its default mode is ` +
					`${String((item.default as { mode?: string } | undefined)?.mode)}; set ` +
					"default: { mode: 'list', value: '' }",
			),
	);
}

export function booleansSayWhether({ root }: PackageUnderCheck): string[] {
	return loadNodes(root).flatMap(({ description }) =>
		everyParameter(description)
			.filter(({ item }) => item.type === 'boolean')
			.filter(({ item }) => !item.description?.startsWith('Whether'))
			.map(
				({ item, at }) =>
					`${at} (${item.name}): its description "${item.description ?? ''}" should start ` +
					'with "Whether"',
			),
	);
}

/** Whether the character at `index` lies inside parentheses or double quotes. */
function quoted(text: string, index: number): boolean {
	const before = text.slice(0, index);
	const open = (character: string) => before.split(character).length - 1;
	return open('(') > open(')') || open('"') % 2 === 1 || open('“') > open('”');
}

/**
 * The words n8n's title case would write otherwise. Its lint rule (node-param-display-name-miscased)
 * calls the `title-case` package: every word capitalised but its small words (a, an, and, as, at,
 * by, for, in, of, on, or, per, the, to, via, with…) when neither first nor last, and a word with
 * a capital inside (ID, URL, eTag) kept as written; node-param-display-name-miscased-id asks for ID
 * and IDs. Words inside parentheses or quotes are the user's own text, and are left alone.
 */
export function miscasedWords(text: string): string[] {
	const cased = titleCase(text)
		.replace(/\bid\b/gi, 'ID')
		.replace(/\bids\b/gi, 'IDs');
	return [...text.matchAll(/[A-Za-z]+/g)]
		.filter(({ index }) => !quoted(text, index))
		.filter(({ 0: word, index }) => cased.slice(index, index + word.length) !== word)
		.map(({ 0: word }) => word);
}

export function titleCaseNames({ root }: PackageUnderCheck): string[] {
	return loadNodes(root).flatMap(({ description }) => {
		const parameters = everyParameter(description)
			.filter(({ item }) => item.type !== 'notice')
			.map(({ item, at }) => ({ text: item.displayName, at }));
		const choices = everyChoice(description).map(({ item, at }) => ({
			text: 'displayName' in item ? item.displayName : item.name,
			at,
		}));
		return [...parameters, ...choices].flatMap(({ text, at }) => {
			const words = miscasedWords(text);
			if (words.length === 0) return [];
			return [
				`${at}: "${text}" is not Title Case; write ${words.join(', ')} as n8n's title case does`,
			];
		});
	});
}

/** Words an action may capitalise: n8n's own spelling and the plural of ID. */
const PROPER_WORDS = ['n8n', 'IDs'];

/** The product names an action may capitalise: the nodes' and credentials' display names. */
function productNames(root: string, nodes: INodeTypeDescription[]): string[] {
	const credentials = loadCredentials(root).map(({ displayName }) => displayName);
	const names = [...nodes.map(({ displayName }) => displayName), ...credentials];
	return [...names, ...names.map((name) => name.replace(/ API$/, ''))];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The words of an action that break sentence case: the first word capitalised, the others lower
 * case, but for acronyms, n8n, IDs and product names. n8n's lint rule
 * (node-param-operation-option-action-miscased) leaves every all-capitals word alone, a single
 * letter too, which lets "Get A tag" through: here an acronym has two capitals or more (ID, URL).
 */
export function sentenceCaseProblems(action: string, products: string[]): string[] {
	const named = products.flatMap((product) =>
		[...action.matchAll(new RegExp(`\\b${escaped(product)}\\b`, 'g'))].map(({ index }) => ({
			from: index,
			to: index + product.length,
		})),
	);
	return [...action.matchAll(/[A-Za-z0-9']+/g)]
		.filter(({ index }) => !named.some(({ from, to }) => index >= from && index < to))
		.filter(({ 0: word }) => !/^[A-Z][A-Z0-9]+$/.test(word) && !PROPER_WORDS.includes(word))
		.filter(({ 0: word, index }) => {
			const rest = word.slice(1);
			return index === 0
				? word[0] !== word[0].toUpperCase() || rest !== rest.toLowerCase()
				: word !== word.toLowerCase();
		})
		.map(({ 0: word }) => word);
}

export function sentenceCaseActions({ root }: PackageUnderCheck): string[] {
	const nodes = loadNodes(root).map(({ description }) => description);
	const products = productNames(root, nodes);
	return nodes.flatMap((node) =>
		operationsOf(node)
			.filter(({ option }) => (option as INodePropertyOptions).action !== undefined)
			.flatMap(({ option, label }) => {
				const action = String(option.action);
				const words = sentenceCaseProblems(action, products);
				if (words.length === 0) return [];
				return [
					`${label}: action "${action}" is not Sentence case; write ${words.join(', ')} as ` +
						'the sentence needs them (capital first word, lower case after)',
				];
			}),
	);
}
