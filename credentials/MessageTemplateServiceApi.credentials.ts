import type {
	ICredentialDataDecryptedObject,
	ICredentialType,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';

import {
	API_VERSIONS,
	DEFAULT_MEDIA_TYPE_NAME,
	LATEST_VERSION,
	jsonMediaType,
} from '../nodes/shared/versions';

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
			placeholder: 'e.g. sandbox-key',
			description:
				"Your account's API key, as the service's account settings show it (the local " +
				'sandbox uses sandbox-key). It is sent as a Bearer token and never appears in ' +
				'outputs or errors.',
		},
		{
			displayName: 'API Version',
			name: 'apiVersion',
			type: 'options',
			options: [...API_VERSIONS].reverse().map((version) => ({ name: version, value: version })),
			default: LATEST_VERSION,
			description:
				'The dated API version every request asks for. Keep the newest unless your account ' +
				'is pinned to an older one: older versions lack some operations and fields, and a ' +
				'node that needs a newer version stops before sending anything and names it.',
		},
		{
			displayName: 'Base URL',
			name: 'baseUrl',
			type: 'string',
			required: true,
			default: '',
			placeholder: 'e.g. https://api.example.com',
			description:
				'Where the service answers: the scheme and host, and the port or path if your ' +
				"address has them. For example your account's API address such as " +
				'https://api.example.com, or http://127.0.0.1:4010 for the local sandbox. A ' +
				'trailing slash does not matter.',
		},
		{
			displayName: 'Media Type Name',
			name: 'mediaTypeName',
			type: 'string',
			default: DEFAULT_MEDIA_TYPE_NAME,
			placeholder: `e.g. ${DEFAULT_MEDIA_TYPE_NAME}`,
			description:
				'Advanced: the name in the media types the service answers, ' +
				'application/vnd.<name>.<version>+json (and text/vnd.<name>.<version>+x-gettext-' +
				`translation for POT files). Keep ${DEFAULT_MEDIA_TYPE_NAME} unless your ` +
				"deployment's API documentation names another; a service that refuses the Accept " +
				'header says so, and names this field.',
		},
		{
			displayName: 'Review Link Secret',
			name: 'reviewLinkSecret',
			type: 'string',
			typeOptions: { password: true },
			default: '',
			placeholder: 'e.g. the output of openssl rand -base64 32',
			description:
				'Only for review page links: Compare with Published signs them with it and Build ' +
				'Review Page checks them, so that nobody can guess a link, turn it to another draft ' +
				'or use it once it expires. At least 16 characters; changing it ends the links ' +
				'already sent.',
		},
	];

	// Not a generic block, which overwrites every header it names: the POT download keeps its Accept.
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
				...(hasAccept
					? {}
					: {
							Accept: jsonMediaType(
								credentials.apiVersion as string,
								String(credentials.mediaTypeName || DEFAULT_MEDIA_TYPE_NAME),
							),
						}),
			},
		};
	}

	// No declarative `test`: for those n8n shows a bare network code. Nodes name credentialTest.ts.
}
