/**
 * The rows on the words the nodes show: placeholders, the language, and how they name parameters.
 * n8n's UX guidelines (Copy) and verification guidelines (English only) ask for them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { INodeProperties } from 'n8n-workflow';
import {
	type PackageUnderCheck,
	everyChoice,
	everyParameter,
	loadCredentials,
	loadNodes,
	operationsOf,
} from './packageUnderCheck';
import { errorTexts } from './sourceCode';

/** Parameters whose placeholder is the label of their Add button, not an example of a value. */
const BUTTON_PLACEHOLDERS = ['collection', 'fixedCollection'];

interface Placeholder {
	text: string;
	at: string;
}

function placeholders(root: string): Placeholder[] {
	const ofParameter = (parameter: INodeProperties, at: string): Placeholder[] => [
		...(parameter.placeholder !== undefined && !BUTTON_PLACEHOLDERS.includes(parameter.type)
			? [{ text: parameter.placeholder, at }]
			: []),
		...(parameter.modes ?? []).flatMap((mode) =>
			mode.placeholder === undefined
				? []
				: [{ text: mode.placeholder, at: `${at} › ${mode.displayName}` }],
		),
	];
	return [
		...loadNodes(root).flatMap(({ description }) =>
			everyParameter(description).flatMap(({ item, at }) => ofParameter(item, at)),
		),
		...loadCredentials(root).flatMap((credential) =>
			credential.properties.flatMap((field) =>
				ofParameter(field, `${credential.displayName} › ${field.displayName}`),
			),
		),
	];
}

/** n8n's guideline: a placeholder shows an example of the content, starting "e.g.". */
export function placeholdersGiveExamples({ root }: PackageUnderCheck): string[] {
	return placeholders(root)
		.filter(({ text }) => !text.startsWith('e.g. '))
		.map(
			({ text, at }) =>
				`${at}: placeholder "${text}" should start with "e.g." and show an example value`,
		);
}

interface Copy {
	text: string;
	at: string;
	/** Names of the node's parameters the text may mention. */
	parameters: string[];
}

/** Every text the editor shows for a node, or for the credential, and where. */
function copyOf(root: string): Copy[] {
	const credentials = loadCredentials(root);
	const credentialFields = credentials.flatMap(({ properties }) =>
		properties.map(({ displayName }) => displayName),
	);
	const fromNodes = loadNodes(root).flatMap(({ description }) => {
		const parameters = everyParameter(description);
		const names = [
			...new Set([...parameters.map(({ item }) => item.displayName), ...credentialFields]),
		];
		const texts = [
			{ text: description.displayName, at: description.displayName },
			{ text: description.description, at: `${description.displayName} › description` },
			...parameters.flatMap(({ item, at }) => [
				{ text: item.displayName, at },
				...(['description', 'hint'] as const).flatMap((key) =>
					item[key] ? [{ text: item[key], at: `${at} › ${key}` }] : [],
				),
			]),
			...everyChoice(description).flatMap(({ item, at }) => [
				{ text: 'displayName' in item ? item.displayName : item.name, at },
				...('description' in item && item.description
					? [{ text: item.description, at: `${at} › description` }]
					: []),
			]),
			...operationsOf(description).flatMap(({ option, label }) =>
				option.action ? [{ text: String(option.action), at: `${label} › action` }] : [],
			),
		];
		return texts.map((copy) => ({ ...copy, parameters: names }));
	});
	const fromCredentials = credentials.flatMap((credential) =>
		credential.properties.flatMap((field) =>
			[field.displayName, field.description ?? ''].map((text) => ({
				text,
				at: `${credential.displayName} › ${field.displayName}`,
				parameters: credentialFields,
			})),
		),
	);
	return [...fromNodes, ...fromCredentials].filter(({ text }) => text !== '');
}

/** Text between quotes, or in code, is the user's own or quoted: another language may be shown. */
const withoutQuoted = (text: string) =>
	text.replace(/'[^'\n]*'|"[^"\n]*"|“[^”\n]*”|`[^`\n]*`/g, ' ');

/** Letters outside English's alphabet; µ is the unit prefix (µs). */
const FOREIGN_LETTER = /(?![µ])[^\P{L}A-Za-z]/u;

/**
 * Words of other languages that English does not use, the common small words of French, German,
 * Spanish, Italian, Portuguese and Dutch: one of them in a sentence shows that sentence is not in
 * English even when all its letters are.
 */
const FOREIGN_WORDS =
	/\b(?:und|oder|nicht|mit|für|der|das|ist|les|des|une|avec|pour|dans|est|sur|los|las|una|para|por|con|del|il|che|della|não|uma|het|een|niet|voor)\b/;

function documentationPages(root: string): Array<{ path: string; text: string }> {
	const docs = existsSync(join(root, 'docs'))
		? readdirSync(join(root, 'docs'))
				.filter((name) => name.endsWith('.md'))
				.map((name) => `docs/${name}`)
		: [];
	return ['README.md', ...docs]
		.filter((path) => existsSync(join(root, path)))
		.map((path) => ({
			path,
			// Code blocks hold commands and data, not prose: emptied, their lines kept for counting.
			text: readFileSync(join(root, path), 'utf8').replace(/^```[^]*?^```/gm, (block) =>
				block.replace(/[^\n]/g, ''),
			),
		}));
}

function notEnglish(text: string): string | undefined {
	const prose = withoutQuoted(text);
	return prose.match(FOREIGN_LETTER)?.[0] ?? prose.match(FOREIGN_WORDS)?.[0];
}

/** n8n's verification guideline: the node's interface and its documentation are in English. */
export function englishOnly({ root }: PackageUnderCheck): string[] {
	const inNodes = copyOf(root).flatMap(({ text, at }) => {
		const found = notEnglish(text);
		return found ? [`${at}: "${text}" is not in English ("${found}"): write it in English`] : [];
	});
	const inErrors = errorTexts(root).flatMap(({ text, where }) => {
		const found = notEnglish(text);
		return found ? [`${where}: an error says "${found}": write it in English`] : [];
	});
	const inDocs = documentationPages(root).flatMap(({ path, text }) =>
		text.split('\n').flatMap((line, index) => {
			const found = notEnglish(line);
			return found
				? [`${path}:${index + 1}: "${found}" is not English: write it in English, or quote it`]
				: [];
		}),
	);
	return [...inNodes, ...inErrors, ...inDocs];
}

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const startsSentence = (before: string) => before.trim() === '' || /[.!?:]\s+$/.test(before);

/**
 * The parameter names a text mentions outside quotes. A name at the start of a sentence, where any
 * word is capitalised, or inside a longer name (the Message Template Service) is left alone.
 */
export function unquotedNames(text: string, names: string[]): string[] {
	const mentioned = ({ index, 0: name }: RegExpMatchArray) => {
		const before = text.slice(0, index);
		const after = text.slice(index! + name.length);
		const previous = /([A-Z][\w-]*)\s$/.exec(before);
		const inLongerName =
			/^\s[A-Z]/.test(after) ||
			(previous !== null && !startsSentence(before.slice(0, previous.index)));
		return !startsSentence(before) && !inLongerName;
	};
	const mentions = (name: string) => [
		...text.matchAll(new RegExp(`(?<![\\w'"“‘])${escaped(name)}(?![\\w'"”’])`, 'g')),
	];
	// Where a longer name is mentioned (Target Language), its words are not names of their own.
	const longer = names.flatMap((name) =>
		mentions(name).map(({ index }) => ({ name, from: index!, to: index! + name.length })),
	);
	const withinLonger = (name: string, { index }: RegExpMatchArray) =>
		longer.some(
			(other) => other.name.length > name.length && other.from <= index! && index! < other.to,
		);
	return names.filter((name) =>
		mentions(name).some((found) => !withinLonger(name, found) && mentioned(found)),
	);
}

/** Parameter names long enough to be told from ordinary words. */
const nameable = (names: string[]) =>
	names.filter((name) => name !== 'Options' && /^[A-Z]/.test(name));

/**
 * n8n's guideline: copy that refers to a parameter puts its name in single quotes ('Name'), and
 * an error names the parameter that caused it in the message or the description.
 */
export function parameterNamesQuoted({ root }: PackageUnderCheck): string[] {
	const copy = copyOf(root);
	const everyName = nameable([...new Set(copy.flatMap(({ parameters }) => parameters))]);
	const inCopy = copy
		.filter(({ at }) => / › (description|hint)$/.test(at))
		.flatMap(({ text, at, parameters }) => {
			const names = unquotedNames(text, nameable(parameters));
			return names.length === 0
				? []
				: [`${at}: names ${names.join(', ')} without quotes; write '${names[0]}'`];
		});
	const inErrors = errorTexts(root).flatMap(({ text, where }) => {
		const names = unquotedNames(text, everyName);
		return names.length === 0
			? []
			: [`${where}: an error names ${names.join(', ')} without quotes; write '${names[0]}'`];
	});
	return [...inCopy, ...inErrors];
}
