/**
 * Row 2: one poll that finds 200 drafts newly awaiting approval among 10,000 on five channels, the
 * trigger against a bare loop making the same reads one channel after the other; without and with
 * 20 ms of latency. Each round first submits 200 drafts never submitted before (40 per channel);
 * then each side polls once, and must find exactly those.
 */
import { CHANNELS, CHANNEL_NAMES, type ChannelName } from '../../nodes/shared/channels';
import { DEMO } from '../../sandbox';
import { alternate } from '../lib/alternate';
import { type SandboxProcess, UNLIMITED, startSandboxProcess } from '../lib/sandboxProcess';
import { SideProcess } from '../lib/sideProcess';
import { bytes, formatMs, ratio, spread } from '../lib/stats';
import type { Table } from '../lib/table';
import { readAll } from '../contenders/fetchReturnAll';

const PER_CHANNEL = 2000;
const NEW_PER_CHANNEL = 40;

/** Draft ids of each channel that may still be submitted, used up round by round. */
async function freshDrafts(sandbox: SandboxProcess): Promise<Record<ChannelName, string[]>> {
	const fresh = {} as Record<ChannelName, string[]>;
	for (const channel of CHANNEL_NAMES) {
		const prefix = CHANNELS[channel].pathPrefix;
		const drafts = (await readAll(sandbox.url, `${prefix}/drafts`)) as Array<{
			id: string;
			name: string;
		}>;
		// Email's come from --generate; the other channels' are copies of their demo draft.
		const ids = drafts
			.filter(({ name }) => name.startsWith('Generated draft '))
			.map(({ id }) => id);
		if (channel !== 'email') {
			const source = DEMO.channels[channel].publishedDraft;
			const missing = PER_CHANNEL - drafts.length;
			await inParallel(missing, async (index) => {
				const { id } = await sandbox.api<{ id: string }>(
					'POST',
					`${prefix}/drafts/${source}/duplicate`,
					{ name: `Bench draft ${index + 1}` },
				);
				ids.push(id);
			});
		}
		fresh[channel] = ids;
	}
	return fresh;
}

async function inParallel(
	count: number,
	task: (index: number) => Promise<void>,
	width = 16,
): Promise<void> {
	let next = 0;
	await Promise.all(
		Array.from({ length: width }, async () => {
			while (next < count) await task(next++);
		}),
	);
}

export async function triggerPollRow(latencies: number[], rounds: number): Promise<Table> {
	const sandbox = await startSandboxProcess([
		'--generate',
		`drafts=${PER_CHANNEL}`,
		'--rate-limit',
		String(UNLIMITED),
	]);
	const trigger = await SideProcess.start('trigger', 'nodeTriggerPoll', {});
	const bare = await SideProcess.start('bare loop', 'bareTriggerLoop', {});
	const rows: string[][] = [];
	const notes: string[] = [];
	try {
		const fresh = await freshDrafts(sandbox);
		const submitNew = async () => {
			for (const channel of CHANNEL_NAMES) {
				const ids = fresh[channel].splice(0, NEW_PER_CHANNEL);
				await inParallel(ids.length, async (index) => {
					await sandbox.api(
						'POST',
						`${CHANNELS[channel].pathPrefix}/drafts/${ids[index]}/publishRequest`,
						{},
					);
				});
			}
		};
		const job = { url: sandbox.url };
		// Activation: the first poll remembers what waits already and emits nothing.
		await trigger.run(job);
		await bare.run(job);
		let warm = false;
		for (const latencyMs of latencies) {
			await sandbox.faults({ latencyMs });
			const results = await alternate(
				[
					{ side: trigger, job },
					{ side: bare, job },
				],
				{
					rounds,
					warmUpRounds: warm ? 0 : 1,
					takeRequests: sandbox.takeRequests,
					beforeRound: submitNew,
				},
			);
			warm = true;
			const ours = results.get('trigger') ?? [];
			const floor = results.get('bare loop') ?? [];
			const time = spread(ours.map(({ ms }) => ms));
			const bareTime = spread(floor.map(({ ms }) => ms));
			const found = [...ours, ...floor].map(({ items }) => items);
			if (found.some((count) => count !== NEW_PER_CHANNEL * CHANNEL_NAMES.length)) {
				notes.push(
					`At ${latencyMs} ms a poll found ${found.join(', ')} new drafts instead of ${NEW_PER_CHANNEL * CHANNEL_NAMES.length} each.`,
				);
			}
			const staticData = Math.max(...ours.map(({ counts }) => counts?.staticDataBytes ?? 0));
			rows.push([
				`${latencyMs} ms`,
				`${spread(ours.map(({ requests }) => requests)).median} / ${spread(floor.map(({ requests }) => requests)).median}`,
				formatMs(time),
				formatMs(bareTime),
				ratio(time.median, bareTime.median),
				bytes(staticData),
			]);
			console.log(`  row 2: latency ${latencyMs} ms done`);
		}
	} finally {
		await Promise.all([trigger.stop(), bare.stop(), sandbox.stop()]);
	}
	notes.push(
		'The static data is the largest a measured poll saved; it holds the drafts waiting at that moment, which grow by 200 a round here.',
	);
	return {
		title: `Row 2: one trigger poll, 10,000 drafts on five channels, 200 newly pending (${rounds} rounds, sides alternating; median (min–max) ms)`,
		columns: [
			'latency',
			'requests trigger / bare',
			'trigger ms',
			'bare sequential loop ms',
			'trigger ÷ bare',
			'static data',
		],
		rows,
		notes,
	};
}
