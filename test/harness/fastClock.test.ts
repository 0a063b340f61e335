import { setTimeout as realSleep } from 'timers/promises';

import { MessageTemplates } from '../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../sandbox';
import { useFastClock } from './fastClock';
import { type FlakyProxy, startFlakyProxy } from './flakyProxy';
import { runNode } from './runNode';
import { useSandbox } from './sandbox';
import { WELCOME_TEMPLATE_GET } from './templateGet';

const sandbox = useSandbox();
// Thirty times: a Timeout of 3 s would be a tenth of a second of real time.
useFastClock(30);

describe('the fast clock', () => {
	let proxy: FlakyProxy;
	beforeEach(async () => (proxy = await startFlakyProxy(sandbox.url)));
	afterEach(async () => await proxy.close());

	it("keeps the HTTP client's Timeout in real time: an answer a real second away arrives within 3 s", async () => {
		// Node's own timer: a real second, whatever the fast clock.
		proxy.intercept(async () => {
			await realSleep(1000);
			return undefined;
		});
		const [output = []] = await runNode({
			nodeType: new MessageTemplates(),
			parameters: { ...WELCOME_TEMPLATE_GET, requestOptions: { timeout: 3000 } },
			credentials: sandbox.credentials(undefined, { baseUrl: proxy.url }),
			continueOnFail: true,
		});
		expect(output.map(({ json }) => json.id ?? json.error)).toEqual([DEMO.email.welcomeTemplate]);
	});
});
