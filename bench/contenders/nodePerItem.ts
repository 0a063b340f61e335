/**
 * Rows 3 and 5, ours: Template Get or Render for many input items in one run, On Error: Continue, so
 * that an item that fails shows as an error item instead of stopping the run.
 */
import type { INodeParameters, INodeType } from 'n8n-workflow';

import { DEMO } from '../../sandbox';
import { runNode } from '../../test/harness/runNode';
import type { Side } from '../lib/side';
import { benchCredentials } from './credentials';
import { loadNode } from '../../test/harness/loadNode';

const byId = (value: string) => ({ __rl: true, mode: 'id', value });

export const OPERATIONS: Record<string, INodeParameters> = {
	get: {
		resource: 'template',
		operation: 'get',
		channel: 'email',
		templateId: byId(DEMO.email.welcomeTemplate),
		targetLanguage: 'html',
	},
	render: {
		resource: 'template',
		operation: 'render',
		channel: 'email',
		templateId: byId(DEMO.email.welcomeTemplate),
		variablesSource: 'json',
		variablesJson:
			'={{ JSON.stringify({ first_name: $json.name, account_url: "https://acme.example/me" }) }}',
	},
};

/** A side that runs a node once over one input item a customer, counting the failed items. */
export function perItemSide(
	nodeType: INodeType,
	parametersOf: (url: string, operation: string) => INodeParameters,
): Side {
	return {
		async run({ url, operation, items }: { url: string; operation: string; items: number }) {
			const input = Array.from({ length: items }, (_, index) => ({
				json: { name: `Customer ${index + 1}` },
			}));
			const [output = []] = await runNode({
				nodeType,
				parameters: parametersOf(url, operation),
				credentials: benchCredentials(url),
				input,
				continueOnFail: true,
			});
			const failed = output.filter(({ json }) => 'error' in json).length;
			return { items: output.length, counts: { failed }, keep: output };
		},
	};
}

export async function createSide(): Promise<Side> {
	return perItemSide(loadNode('MessageTemplates'), (_url, operation) => OPERATIONS[operation]);
}
