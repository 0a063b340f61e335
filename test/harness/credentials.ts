import type {
	ICredentialDataDecryptedObject,
	ICredentials,
	IHttpRequestOptions,
	INodeProperties,
} from 'n8n-workflow';
import { ICredentialsHelper } from 'n8n-workflow';

import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';
import type { ApiVersion } from '../../nodes/shared/versions';

export const CREDENTIAL_TYPE = 'messageTemplateServiceApi';

export interface ServiceCredentials extends ICredentialDataDecryptedObject {
	apiKey: string;
	apiVersion: ApiVersion;
	baseUrl: string;
}

const credentialType = new MessageTemplateServiceApi();

/**
 * The part of n8n's CLI credentials helper that executions need: it hands out the credential data
 * and applies the credential type's own `authenticate`, as n8n does before every request.
 */
export class TestCredentialsHelper extends ICredentialsHelper {
	constructor(private readonly data: ServiceCredentials) {
		super();
	}

	getParentTypes(): string[] {
		return [];
	}

	isCredentialUsableByNode(): boolean {
		return true;
	}

	async authenticate(
		credentials: ICredentialDataDecryptedObject,
		typeName: string,
		requestOptions: IHttpRequestOptions,
	): Promise<IHttpRequestOptions> {
		if (typeName !== CREDENTIAL_TYPE) throw new Error(`Unknown credential type ${typeName}`);
		return await credentialType.authenticate(credentials, requestOptions);
	}

	async preAuthentication() {
		return undefined;
	}

	async runPreAuthentication() {
		return undefined;
	}

	async getCredentials(): Promise<ICredentials> {
		throw new Error('Only decrypted credentials are available in tests');
	}

	async getDecrypted(): Promise<ICredentialDataDecryptedObject> {
		return { ...this.data };
	}

	async updateCredentials() {}

	async updateCredentialsOauthTokenData() {}

	getCredentialsProperties(): INodeProperties[] {
		return credentialType.properties;
	}
}
