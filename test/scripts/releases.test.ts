import { n8nEnvironment } from '../../scripts/n8n/environment';
import type { Owner } from '../../scripts/n8n/owner';
import {
	middleN8nVersions,
	n8nRelease,
	oldestN8nVersion,
	pinnedN8nVersion,
	type N8nVersion,
} from '../../scripts/n8n/releases';
import { temporaryFolder } from '../harness/temporaryFolder';

const owner: Owner = {
	email: 'owner@example.test',
	password: 'not-used',
	firstName: 'Test',
	lastName: 'Owner',
	passwordHash: 'not-used',
};

const durableOn = (version: N8nVersion) => () =>
	n8nEnvironment({
		version,
		userFolder: temporaryFolder('n8n-env-'),
		port: 5678,
		brokerPort: 5679,
		owner,
		scheduler: 'durable',
	});

describe('the release table', () => {
	it('orders the releases the core set runs on between the oldest and the pinned one', () => {
		const numbers = (version: string) => version.split('.').map(Number);
		const older = (a: string, b: string) => {
			const [left, right] = [numbers(a), numbers(b)];
			const at = left.findIndex((part, index) => part !== right[index]);
			return at >= 0 && left[at] < right[at];
		};
		for (const version of middleN8nVersions) {
			expect(older(oldestN8nVersion, version)).toBe(true);
			expect(older(version, pinnedN8nVersion)).toBe(true);
		}
	});

	it("refuses n8n's durable scheduler where the trigger's exactly-once needs the in-memory one, saying why", () => {
		expect(n8nRelease('2.35.2').durableScheduler).toBe('withoutCursors');
		expect(durableOn('2.35.2')).toThrow(
			"n8n 2.35.2's durable scheduler runs poll triggers without durable cursors (they came with 2.36), so a poll run twice fires its drafts twice: run it with the in-memory one.",
		);
		for (const version of ['2.0.3', '1.123.81'] as const)
			expect(durableOn(version)).toThrow(
				`n8n ${version} has no durable scheduler for poll triggers (it came with 2.33): run it with the in-memory one.`,
			);
		expect(durableOn(pinnedN8nVersion)).not.toThrow();
	});
});
