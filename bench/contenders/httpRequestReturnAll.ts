/**
 * Row 1, what a user would build today: n8n's own HTTP Request node (from the n8n-nodes-base of the
 * cached n8n install) with its built-in pagination following the cursor, run by the same engine.
 * It outputs one item per page; a workflow would add a Split Out node to get one per template,
 * which this side leaves out (in its favour).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';

import type { INodeType } from 'n8n-workflow';

import { n8nInstall } from '../../scripts/n8n/paths';
import { pinnedN8nVersion } from '../../scripts/n8n/releases';
import { runNode } from '../../test/harness/runNode';
import { HEADERS } from '../lib/sandboxProcess';
import type { Side } from '../lib/side';
import { benchCredentials } from './credentials';

export const HTTP_REQUEST_NODE = join(
	n8nInstall(pinnedN8nVersion).installDir,
	'node_modules',
	'n8n-nodes-base',
	'dist',
	'nodes',
	'HttpRequest',
	'HttpRequest.node.js',
);

export function httpRequestParameters(url: string) {
	return {
		method: 'GET',
		url: `${url}/templates`,
		authentication: 'none',
		sendHeaders: true,
		headerParameters: {
			parameters: [
				{ name: 'Authorization', value: HEADERS.authorization },
				{ name: 'Accept', value: HEADERS.accept },
			],
		},
		options: {
			response: { response: { responseFormat: 'json' } },
			pagination: {
				pagination: {
					paginationMode: 'updateAParameterInEachRequest',
					parameters: {
						parameters: [
							{ type: 'qs', name: 'cursor', value: '={{ $response.body.cursor.next }}' },
						],
					},
					paginationCompleteWhen: 'other',
					completeExpression: '={{ !$response.body.cursor.hasMore }}',
					requestInterval: 0,
				},
			},
		},
	};
}

export async function createSide(): Promise<Side> {
	if (!existsSync(HTTP_REQUEST_NODE))
		throw new Error(
			`n8n's HTTP Request node is not installed at ${HTTP_REQUEST_NODE}: run npm run n8n:install`,
		);
	const { HttpRequest } = require(HTTP_REQUEST_NODE) as { HttpRequest: new () => INodeType };
	const nodeType = new HttpRequest();
	return {
		async run({ url }: { url: string }) {
			const [pages = []] = await runNode({
				nodeType,
				parameters: httpRequestParameters(url),
				credentials: benchCredentials(url),
			});
			const records = pages.reduce(
				(sum, page) => sum + ((page.json.data as unknown[] | undefined)?.length ?? 0),
				0,
			);
			return { items: records, counts: { outputItems: pages.length }, keep: pages };
		},
	};
}
