import { WaitTimedOut, waitFor } from './waitFor';

describe('waitFor', () => {
	it('returns the first value that passes, as soon as it passes', async () => {
		let reads = 0;
		const value = await waitFor(
			'the third read',
			async () => ++reads,
			(count) => count === 3,
			{ timeoutMs: 60_000, intervalMs: 1 },
		);
		expect(value).toBe(3);
		expect(reads).toBe(3);
	});

	it('throws when the time runs out, naming what it waited for, the last value it read and how long it waited', async () => {
		let reads = 0;
		const waiting = waitFor(
			'five executions',
			async () => ({ executions: ++reads }),
			({ executions }) => executions >= 1000,
			{
				timeoutMs: 200,
				intervalMs: 20,
			},
		);
		await expect(waiting).rejects.toThrow(WaitTimedOut);
		await expect(waiting).rejects.toThrow(
			new RegExp(
				`^Waited \\d+\\.\\d s for five executions; last seen: \\{ executions: ${reads} \\}$`,
			),
		);
		expect(reads).toBeGreaterThan(1);
	});

	it('shows the last value the way the caller asks', async () => {
		const waiting = waitFor(
			'a draft to fire',
			async () => ['d1', 'd2'],
			(fired) => fired.includes('d3'),
			{
				timeoutMs: 0,
				show: (fired) => `fired ${fired.join(', ')}`,
			},
		);
		await expect(waiting).rejects.toThrow(
			/^Waited \d+\.\d s for a draft to fire; last seen: fired d1, d2$/,
		);
	});

	it('ends at once with the error a read throws', async () => {
		let reads = 0;
		const waiting = waitFor(
			'a read that fails',
			async () => {
				reads++;
				throw new Error('connection refused');
			},
			() => true,
			{ timeoutMs: 60_000 },
		);
		await expect(waiting).rejects.toThrow('connection refused');
		expect(reads).toBe(1);
	});
});
