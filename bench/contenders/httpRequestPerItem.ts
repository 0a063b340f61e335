/**
 * Row 5, what a user would build today for one request per input item: n8n's HTTP Request node
 * (from the cached n8n install), with its defaults (every item's request sent at once) or with its
 * Batching option, run by the same engine as our node.
 */
import type { INodeParameters, INodeType } from 'n8n-workflow';

import { DEMO } from '../../sandbox';
import { HEADERS } from '../lib/sandboxProcess';
import type { Side } from '../lib/side';
import { HTTP_REQUEST_NODE } from './httpRequestReturnAll';
import { perItemSide } from './nodePerItem';

export interface Batching {
	batchSize: number;
	batchInterval: number;
}

const headers = {
	parameters: [
		{ name: 'Authorization', value: HEADERS.authorization },
		{ name: 'Accept', value: HEADERS.accept },
	],
};

/** Template Get and Render as HTTP Request parameters: the same requests our node sends. */
function parameters(url: string, operation: string, batching?: Batching): INodeParameters {
	const options: INodeParameters = {
		response: { response: { responseFormat: 'json' } },
		...(batching ? { batching: { batch: { ...batching } } } : {}),
	};
	const template = DEMO.email.welcomeTemplate;
	if (operation === 'get') {
		return {
			method: 'GET',
			url: `${url}/templates/${template}`,
			authentication: 'none',
			sendQuery: true,
			queryParameters: { parameters: [{ name: 'targetLanguage', value: 'html' }] },
			sendHeaders: true,
			headerParameters: headers,
			options,
		};
	}
	return {
		method: 'POST',
		url: `${url}/render/template/${template}`,
		authentication: 'none',
		sendHeaders: true,
		headerParameters: headers,
		sendBody: true,
		specifyBody: 'json',
		jsonBody:
			'={{ JSON.stringify({ first_name: $json.name, account_url: "https://acme.example/me" }) }}',
		options,
	};
}

export async function createSide(options: { batching?: Batching }): Promise<Side> {
	const { HttpRequest } = require(HTTP_REQUEST_NODE) as { HttpRequest: new () => INodeType };
	return perItemSide(new HttpRequest(), (url, operation) =>
		parameters(url, operation, options.batching),
	);
}
