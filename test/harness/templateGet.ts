import type { INodeParameters } from 'n8n-workflow';

import { DEMO } from '../../sandbox';

/** Message Templates › Template › Get of the demo account's welcome email: one read per input item. */
export const WELCOME_TEMPLATE_GET: INodeParameters = {
	resource: 'template',
	operation: 'get',
	channel: 'email',
	templateId: { __rl: true, mode: 'id', value: DEMO.email.welcomeTemplate },
};
