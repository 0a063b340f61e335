import { setTimeout as realSleep } from 'timers/promises';

import { MessageTemplates } from '../../nodes/MessageTemplates/MessageTemplates.node';
import { DEMO } from '../../sandbox';
import { useFastClock } from './fastClock';
import { type FlakyProxy, startFlakyProxy } from './flakyProxy';
import { runNode } from './runNode';
import { useSandbox } from './sandbox';
import { WELCOME_TEMPLATE_GET } from './templateGet';

const sandbox = useSandbox();
// Thirty times: the package's 30 s Timeout would be one real second.
useFastClock(30);

describe('the fast clock', () => {
	let proxy: FlakyProxy;
	beforeEach(async () => (proxy = await startFlakyProxy(sandbox.url)));
	afterEach(async () => await proxy.close());

	// A scaled Timeout would end after one real second, before the answer; the 28 s to spare cover a
	// fresh sandbox's first answer on a busy machine, which took over 2 s beside four n8n installs.
	it("keeps the HTTP client's Timeout in real time: an answer two real seconds away arrives within 30 s", async () => {
		// Node's own timer: two real seconds, whatever the fast clock.
		proxy.intercept(async () => {
			await realSleep(2000);
			return undefined;
		});
		const [output = []] = await runNode({
			nodeType: new MessageTemplates(),
			parameters: { ...WELCOME_TEMPLATE_GET, requestOptions: { timeout: 30_000 } },
			credentials: sandbox.credentials(undefined, { baseUrl: proxy.url }),
			continueOnFail: true,
		});
		expect(output.map(({ json }) => json.id ?? json.error)).toEqual([DEMO.email.welcomeTemplate]);
	});
});
