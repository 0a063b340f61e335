import { join } from 'node:path';

import type { INodeType } from 'n8n-workflow';

/**
 * One of our nodes from its source. Named with its extension: beside `X.node.ts` lies the codex
 * file `X.node.json`, which tsx (the benchmarks and the live check) would otherwise load in its place.
 */
export function loadNode(name: string, folder = name): INodeType {
	const module = require(join(__dirname, '..', '..', 'nodes', folder, `${name}.node.ts`)) as Record<
		string,
		new () => INodeType
	>;
	return new module[name]();
}
