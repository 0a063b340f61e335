/** The package a verification row reads: its folder, its packed tarball, and what both hold. */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type {
	ICredentialType,
	INodeProperties,
	INodePropertyCollection,
	INodePropertyOptions,
	INodeType,
	INodeTypeDescription,
} from 'n8n-workflow';
import type { Packed } from '../package/buildAndPack';

export interface PackageUnderCheck {
	root: string;
	/** The tarball `npm publish` would upload, and the files in it. */
	packed: Pick<Packed, 'tarball' | 'files'>;
}

export interface Manifest {
	name?: string;
	license?: string;
	homepage?: string;
	author?: string | { name?: string };
	repository?: string | { url?: string };
	keywords?: string[];
	dependencies?: Record<string, string>;
	peerDependencies?: Record<string, string>;
	devDependencies?: Record<string, string>;
	scripts?: Record<string, string>;
	n8n?: {
		n8nNodesApiVersion?: number;
		strict?: boolean;
		nodes?: string[];
		credentials?: string[];
	};
}

export function readManifest(root: string): Manifest {
	return JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as Manifest;
}

/** The source file of a registered `dist/…js` path. */
export function sourceOf(compiledPath: string): string {
	return compiledPath.replace(/^dist\//, '').replace(/\.js$/, '.ts');
}

/**
 * The classes a source file exports, instantiated. Required with its `.ts` extension: beside
 * `X.node.ts` lies the codex file `X.node.json`, which tsx would load in its place.
 */
function instancesOf<T>(root: string, compiledPath: string): T[] {
	const exported = require(join(root, sourceOf(compiledPath))) as Record<string, new () => T>;
	return Object.values(exported).map((Type) => new Type());
}

export interface LoadedNode {
	/** The node's source file, from the package root. */
	file: string;
	description: INodeTypeDescription;
}

export function loadNodes(root: string): LoadedNode[] {
	return (readManifest(root).n8n?.nodes ?? []).flatMap((path) =>
		instancesOf<INodeType>(root, path).map(({ description }) => ({
			file: sourceOf(path),
			description,
		})),
	);
}

export function loadCredentials(root: string): ICredentialType[] {
	return (readManifest(root).n8n?.credentials ?? []).flatMap((path) =>
		instancesOf<ICredentialType>(root, path),
	);
}

export interface Placed<T> {
	item: T;
	/** Display names from the node down, joined by ›. */
	at: string;
}

/** Every parameter of a node, nested ones included (collection options, fixed collection values). */
export function everyParameter(node: INodeTypeDescription): Array<Placed<INodeProperties>> {
	const walk = (properties: INodeProperties[], at: string): Array<Placed<INodeProperties>> =>
		properties.flatMap((parameter) => {
			const here = `${at} › ${parameter.displayName}`;
			const nested = (parameter.options ?? []).flatMap((option) => {
				if ('values' in option) return walk(option.values, `${here} › ${option.displayName}`);
				if ('type' in option) return walk([option], here);
				return [];
			});
			return [{ item: parameter, at: here }, ...nested];
		});
	return walk(node.properties, node.displayName);
}

/** The choices of options parameters, and the sections of fixed collections. */
export function everyChoice(
	node: INodeTypeDescription,
): Array<Placed<INodePropertyOptions | INodePropertyCollection>> {
	return everyParameter(node).flatMap(({ item, at }) =>
		(item.options ?? [])
			.filter((option) => !('type' in option))
			.map((option) => ({
				item: option as INodePropertyOptions | INodePropertyCollection,
				at: `${at} › ${(option as INodePropertyCollection).displayName ?? option.name}`,
			})),
	);
}

export interface Operation {
	node: INodeTypeDescription;
	resource: string;
	option: INodePropertyOptions;
	/** Node › Resource › Operation, as the editor names them. */
	label: string;
}

/** Every operation of a node with a resource and operation parameter. */
export function operationsOf(node: INodeTypeDescription): Operation[] {
	const resources = node.properties.find(({ name }) => name === 'resource');
	const resourceName = (value: string) =>
		(resources?.options as INodePropertyOptions[] | undefined)?.find(
			(option) => option.value === value,
		)?.name ?? value;
	return node.properties
		.filter(({ name, type }) => name === 'operation' && type === 'options')
		.flatMap((parameter) => {
			const resource = String(parameter.displayOptions?.show?.resource?.[0] ?? '');
			return (parameter.options as INodePropertyOptions[]).map((option) => ({
				node,
				resource,
				option,
				label: `${node.displayName} › ${resourceName(resource)} › ${option.name}`,
			}));
		});
}

/** Whether a parameter shows for an operation: its resource and operation conditions allow it. */
export function showsFor(parameter: INodeProperties, operation: Operation): boolean {
	const show = parameter.displayOptions?.show ?? {};
	const allows = (key: string, value: string) => !show[key] || show[key].includes(value);
	return (
		allows('resource', operation.resource) && allows('operation', String(operation.option.value))
	);
}
