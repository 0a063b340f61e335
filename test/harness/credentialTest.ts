import { CredentialTestContext } from 'n8n-core';
import type { ICredentialTestFunction, INodeCredentialTestResult, INodeType } from 'n8n-workflow';

import { MessageTemplateServiceApi } from '../../credentials/MessageTemplateServiceApi.credentials';
import { createAdditionalData } from './additionalData';
import { CREDENTIAL_TYPE, type ServiceCredentials } from './credentials';
import { loadNode } from './loadNode';
import { harnessWorkflow } from './workflow';

/** Every node of the package, as n8n knows them when it looks for a credential's test. */
export const PACKAGE_NODES: INodeType[] = [
	'MessageTemplates',
	'MessageDrafts',
	'MessageLocalizations',
	'MessageTags',
	'MessageWorkspaces',
	'MessageDraftsTrigger',
].map((name) => loadNode(name));

/**
 * The test n8n's credentials tester picks: the credential type's own `test` request comes first;
 * without one, the `credentialTest` method that a node using the credential names with `testedBy`.
 */
export function credentialTestOf(nodes: INodeType[] = PACKAGE_NODES): ICredentialTestFunction {
	if ('test' in new MessageTemplateServiceApi()) {
		throw new Error(
			"The credential has a declarative test: n8n would run it instead of the nodes' testedBy method",
		);
	}
	for (const node of nodes) {
		const testedBy = node.description.credentials?.find(
			({ name }) => name === CREDENTIAL_TYPE,
		)?.testedBy;
		if (typeof testedBy === 'string') {
			const test = node.methods?.credentialTest?.[testedBy];
			if (test) return test;
		}
	}
	throw new Error('No node of the package names a credential test for the credential');
}

/**
 * The credential dialog's test as n8n's CLI runs it after saving the credential: the chosen test
 * function, called with n8n's credential test context and the decrypted credential. `test` lets a
 * test run the same function built with other settings (a short timeout).
 */
export async function testCredential(
	credentials: ServiceCredentials,
	test: ICredentialTestFunction = credentialTestOf(),
): Promise<INodeCredentialTestResult> {
	const { workflowData } = harnessWorkflow({ nodes: [], nodeTypes: [] });
	const context = new CredentialTestContext(
		createAdditionalData('internal', workflowData, credentials),
	);
	return await test.call(context, {
		id: 'credential',
		name: 'Message Template Service',
		type: CREDENTIAL_TYPE,
		data: { ...credentials },
	});
}
