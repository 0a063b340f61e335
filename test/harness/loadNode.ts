import { join } from 'node:path';

import type { INodeType } from 'n8n-workflow';

/**
 * One of our nodes from its source, in this tree or another (an earlier commit's, for the
 * benchmarks). Named with its extension: beside `X.node.ts` lies the codex file `X.node.json`, which
 * tsx (the benchmarks and the live check) would otherwise load in its place.
 */
export function loadNode(
	name: string,
	folder = name,
	tree = join(__dirname, '..', '..'),
): INodeType {
	const module = require(join(tree, 'nodes', folder, `${name}.node.ts`)) as Record<
		string,
		new () => INodeType
	>;
	return new module[name]();
}
