import type { INodeParameters } from 'n8n-workflow';

import { MessageTemplates } from '../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../sandbox';
import { runNode } from './runNode';
import type { SandboxHandle } from './sandbox';

/** Message Templates › Template › Get of the demo account's welcome email: one read per input item. */
export const WELCOME_TEMPLATE_GET: INodeParameters = {
	resource: 'template',
	operation: 'get',
	channel: 'email',
	templateId: { __rl: true, mode: 'id', value: DEMO.email.welcomeTemplate },
};

/** That read once through `baseUrl` with the node's Timeout, a failure given as the output item. */
export async function readWelcomeTemplate(
	sandbox: SandboxHandle,
	baseUrl: string,
	timeout: number,
) {
	const [output = []] = await runNode({
		nodeType: new MessageTemplates(),
		parameters: { ...WELCOME_TEMPLATE_GET, requestOptions: { timeout } },
		credentials: sandbox.credentials(undefined, { baseUrl }),
		continueOnFail: true,
	});
	return output;
}
