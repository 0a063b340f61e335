import type {
	ICredentialDataDecryptedObject,
	ICredentialTestRequest,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import { API_VERSIONS, LATEST_VERSION, firstVersionWith, jsonMediaType } from '../nodes/shared/versions';

export class MessageTemplateServiceApi implements ICredentialType {
	name = 'messageTemplateServiceApi';

	displayName = 'Message Template Service API';

	documentationUrl = 'https://github.com/message-templates/n8n-nodes-message-templates#credentials';

	icon = {
		light: 'file:../nodes/shared/messageTemplates.svg',
		dark: 'file:../nodes/shared/messageTemplates.dark.svg',
	} as const;

	properties: INodeProperties[] = [
		{
			displayName: 'API Key',
			name: 'apiKey',
			type: 'string',
			typeOptions: { password: true },
			required: true,
			default: '',
			description: 'The API key of your account, sent as a Bearer token',
		},
		{
			displayName: 'API Version',
			name: 'apiVersion',
			type: 'options',
			// Newest first: the versions a user is most likely to want come at the top.
			options: [...API_VERSIONS].reverse().map((version) => ({ name: version, value: version })),
			default: LATEST_VERSION,
			description:
				'The dated API version every request asks for. Older versions lack some operations and fields; the nodes say which version a feature needs.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'https://api.example.com',
			description:
				'Where the service answers, for example your account\'s API address or a local sandbox such as http://127.0.0.1:4010',
		},
	];

	// A function rather than a generic block: a generic block overwrites every header it names,
	// and the POT download must keep its own Accept header.
	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		const headers = { ...requestOptions.headers };
		const hasAccept = Object.keys(headers).some((name) => name.toLowerCase() === 'accept');
		return {
			...requestOptions,
			headers: {
				...headers,
				Authorization: `Bearer ${credentials.apiKey as string}`,
				...(hasAccept ? {} : { Accept: jsonMediaType(credentials.apiVersion as string) }),
			},
		};
	}

	// The test proves the key, whatever version the credential uses: it asks for the first version
	// that has the workspaces list, which older versions lack.
	test: ICredentialTestRequest = {
		request: {
			baseURL: '={{$credentials.baseUrl.replace(/\\/+$/, "")}}',
			url: '/workspaces',
			headers: { Accept: jsonMediaType(firstVersionWith('workspaces')) },
		},
	};
}
