import { setTimeout as realSleep } from 'timers/promises';

import { DEMO } from '../../sandbox';
import { useFastClock } from './fastClock';
import { type FlakyProxy, startFlakyProxy } from './flakyProxy';
import { useSandbox } from './sandbox';
import { readWelcomeTemplate } from './templateGet';

const sandbox = useSandbox();
// Thirty times: the package's 30 s Timeout would be one real second.
useFastClock(30);

describe('the fast clock', () => {
	let proxy: FlakyProxy;
	beforeEach(async () => (proxy = await startFlakyProxy(sandbox.url)));
	afterEach(async () => await proxy.close());

	const read = async (timeout: number) =>
		(await readWelcomeTemplate(sandbox, proxy.url, timeout)).map(
			({ json }) => json.id ?? json.error,
		);

	// A scaled Timeout would end after one real second, before the answer.
	it("keeps the HTTP client's Timeout in real time: an answer two real seconds away arrives within 30 s", async () => {
		// The first read of a fresh sandbox took 12 s on a busy machine: not the request to time.
		expect(await read(300_000)).toEqual([DEMO.email.welcomeTemplate]);
		// Node's own timer: two real seconds, whatever the fast clock.
		proxy.intercept(async () => {
			await realSleep(2000);
			return undefined;
		});
		expect(await read(30_000)).toEqual([DEMO.email.welcomeTemplate]);
	});
});
