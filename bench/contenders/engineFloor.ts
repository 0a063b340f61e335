/**
 * Row 5, n8n's own share: the least a declarative node can be. One operation whose routing sends
 * the same request as our node's, its items run by n8n's routing engine with as many in flight as
 * our node has at this allowance, and nothing else: no checks, retries, pacing or decoding. What
 * it costs above the bare loop is the routing engine's and n8n's HTTP stack's; what our node costs
 * above it is ours.
 */
import type { IExecutePaginationFunctions, INodeExecutionData, INodeType } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { createLimiter } from '../../nodes/shared/transport/concurrency';
import { CREDENTIAL_NAME } from '../../nodes/shared/transport/connection';
import { MOST_ITEMS_IN_FLIGHT } from '../../nodes/shared/transport/pacing';
import { DEMO } from '../../sandbox';
import { runNode } from '../../test/harness/runNode';
import type { Side } from '../lib/side';
import { benchCredentials } from './credentials';
import { OPERATIONS } from './nodePerItem';

const inFlight = createLimiter(MOST_ITEMS_IN_FLIGHT);

type RequestData = Parameters<IExecutePaginationFunctions['makeRoutingRequest']>[0];

async function limited(
	this: IExecutePaginationFunctions,
	requestData: RequestData,
): Promise<INodeExecutionData[]> {
	return await inFlight(async () => await this.makeRoutingRequest(requestData));
}

/** The node, with the sandbox's address fixed in it, as our node's executor sets it per item. */
function floorNode(url: string): INodeType {
	const template = DEMO.email.welcomeTemplate;
	const operations = { pagination: limited };
	return {
		description: {
			displayName: 'Engine floor',
			name: 'engineFloor',
			group: ['transform'],
			version: 1,
			description: 'The least declarative node that sends Template Get or Render',
			defaults: { name: 'Engine floor' },
			inputs: [NodeConnectionTypes.Main],
			outputs: [NodeConnectionTypes.Main],
			credentials: [{ name: CREDENTIAL_NAME, required: true }],
			requestDefaults: { baseURL: url },
			properties: [
				{
					displayName: 'Operation',
					name: 'operation',
					type: 'options',
					noDataExpression: true,
					default: 'get',
					options: [
						{
							name: 'Get',
							value: 'get',
							routing: {
								request: {
									method: 'GET',
									url: `/templates/${template}`,
									qs: { targetLanguage: 'html' },
								},
								send: { paginate: true },
								operations,
							},
						},
						{
							name: 'Render',
							value: 'render',
							routing: {
								request: {
									method: 'POST',
									url: `/render/template/${template}`,
									body: '={{ { first_name: $json.name, account_url: "https://acme.example/me" } }}',
								},
								send: { paginate: true },
								operations,
							},
						},
					],
				},
			],
		},
	};
}

export async function createSide(): Promise<Side> {
	const nodeTypes = new Map<string, INodeType>();
	return {
		async run({ url, operation, items }: { url: string; operation: string; items: number }) {
			const nodeType = nodeTypes.get(url) ?? floorNode(url);
			nodeTypes.set(url, nodeType);
			const input = Array.from({ length: items }, (_, index) => ({
				json: { name: `Customer ${index + 1}` },
			}));
			const [output = []] = await runNode({
				nodeType,
				parameters: { operation: OPERATIONS[operation].operation as string },
				credentials: benchCredentials(url),
				input,
				continueOnFail: true,
			});
			const failed = output.filter(({ json }) => 'error' in json).length;
			return { items: output.length, counts: { failed }, keep: output };
		},
	};
}
