import { setTimeout as realSleep } from 'timers/promises';

import { DEMO } from '../../sandbox';
import { type FlakyProxy, startFlakyProxy } from './flakyProxy';
import { useStretchedHttpTimeouts } from './httpTimeout';
import { useSandbox } from './sandbox';
import { readWelcomeTemplate } from './templateGet';

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
		const output = await readWelcomeTemplate(sandbox, proxy.url, 1000);
		expect(output.map(({ json }) => json.id ?? json.message)).toEqual([DEMO.email.welcomeTemplate]);
	});
});
