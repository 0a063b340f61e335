/**
 * Row 5, n8n's own share: the least a declarative node can be. One operation whose routing sends
 * the same request as our node's, its items run by n8n's routing engine with as many in flight as
 * our node has at this allowance, and nothing else: no checks, retries, pacing or decoding. What
 * it costs above the bare loop is the routing engine's and n8n's HTTP stack's; what our node costs
 * above it is ours.
 */
import type { IExecutePaginationFunctions, INodeExecutionData, INodeType } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

import { actionNodeBase } from '../../nodes/shared/descriptions/nodeBase';
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

/**
 * Declared as n8n's nodes declare a request, as ours does: the base URL from the credential, the
 * path an expression that reads the id, so that what n8n's engine spends on those is the floor's too.
 */
function floorNode(): INodeType {
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
			requestDefaults: actionNodeBase.requestDefaults,
			properties: [
				{
					displayName: 'Template ID',
					name: 'templateId',
					type: 'string',
					default: DEMO.email.welcomeTemplate,
				},
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
									url: '=/templates/{{ $parameter.templateId }}',
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
									url: '=/render/template/{{ $parameter.templateId }}',
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
	const nodeType = floorNode();
	return {
		async run({ url, operation, items }: { url: string; operation: string; items: number }) {
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
