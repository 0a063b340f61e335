import { setTimeout as realSleep } from 'timers/promises';

import { MessageTemplates } from '../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../sandbox';
import { type FlakyProxy, startFlakyProxy } from './flakyProxy';
import { useStretchedHttpTimeouts } from './httpTimeout';
import { runNode } from './runNode';
import { useSandbox } from './sandbox';
import { WELCOME_TEMPLATE_GET } from './templateGet';

const sandbox = useSandbox();
useStretchedHttpTimeouts(100);

describe("the HTTP client's Timeout, stretched", () => {
	let proxy: FlakyProxy;
	beforeEach(async () => (proxy = await startFlakyProxy(sandbox.url)));
	afterEach(async () => await proxy.close());

	// Both of axios' timers: the one until the answer starts, and the quiet socket's.
	it('lets an answer three real seconds away arrive within a Timeout of one second', async () => {
		proxy.intercept(async () => {
			await realSleep(3000);
			return undefined;
		});
		const [output = []] = await runNode({
			nodeType: new MessageTemplates(),
			parameters: { ...WELCOME_TEMPLATE_GET, requestOptions: { timeout: 1000 } },
			credentials: sandbox.credentials(undefined, { baseUrl: proxy.url }),
			continueOnFail: true,
		});
		expect(output.map(({ json }) => json.id ?? json.message)).toEqual([DEMO.email.welcomeTemplate]);
	});
});
