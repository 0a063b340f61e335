/**
 * The limiter every item of a credential runs through: over random schedules of tasks finishing
 * out of order, with a limit that rises and falls while they run, no more than the limit run at
 * once and every task runs exactly once.
 */
import { createLimiter } from '../../../nodes/shared/transport/concurrency';
import { seededRandom } from '../../../sandbox/prng';

const SCHEDULES = 300;

/** Lets the event loop turn a few times, so tasks finish in an order the random source decides. */
async function turns(count: number): Promise<void> {
	for (let turn = 0; turn < count; turn++)
		await new Promise<void>((resolve) => setImmediate(resolve));
}

describe('createLimiter', () => {
	it(`never runs more tasks at once than its limit, fixed or changing, over ${SCHEDULES} random schedules`, async () => {
		for (let seed = 1; seed <= SCHEDULES; seed++) {
			const random = seededRandom(seed);
			let limit = 1 + Math.floor(random() * 8);
			const changes = random() < 0.5;
			const run = createLimiter(() => limit);
			let running = 0;
			let most = 0;
			let overLimit = 0;
			const ran: number[] = [];
			const tasks = Array.from({ length: 5 + Math.floor(random() * 60) }, async (_, index) => {
				// Some tasks are queued only once others are under way.
				await turns(Math.floor(random() * 3));
				return await run(async () => {
					running++;
					most = Math.max(most, running);
					if (running > limit) overLimit++;
					await turns(Math.floor(random() * 6));
					if (changes) limit = 1 + Math.floor(random() * 8);
					ran.push(index);
					running--;
					return index;
				});
			});
			const results = await Promise.all(tasks);

			expect({ seed, overLimit }).toEqual({ seed, overLimit: 0 });
			expect(results).toEqual(tasks.map((_, index) => index));
			expect([...ran].sort((a, b) => a - b)).toEqual(results);
			expect(most).toBeGreaterThan(0);
		}
	});

	it('lets as many waiting tasks go as a risen limit allows, once a running task ends', async () => {
		let limit = 1;
		const run = createLimiter(() => limit);
		let running = 0;
		let most = 0;
		let releaseFirst: () => void = () => undefined;
		const first = run(async () => {
			running++;
			await new Promise<void>((resolve) => (releaseFirst = resolve));
			running--;
		});
		const others = Array.from(
			{ length: 10 },
			async () =>
				await run(async () => {
					running++;
					most = Math.max(most, running);
					await turns(2);
					running--;
				}),
		);
		await turns(2);
		limit = 4;
		releaseFirst();
		await Promise.all([first, ...others]);

		expect(most).toBe(4);
	});
});
