/**
 * The promise of the Reviewed Fingerprint, over random edits made after the comparison on every
 * channel (in place, as the service's editor may, or by rejecting, changing and submitting again):
 * Approve sends its approval exactly when the draft's compiled content, read straight from the
 * service in the target language and in Handlebars (where the variables show), is what it was
 * when compared; otherwise it sends no approval at all and says the draft changed after it was
 * reviewed.
 */
import { isDeepStrictEqual } from 'node:util';

import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { CHANNELS, CHANNEL_NAMES, type ChannelName } from '../../../../../nodes/shared/channels';
import { COMPILED_MEMBERS } from '../../../../../nodes/shared/compiledMembers';
import { pick, type Random, seededRandom } from '../../../../../sandbox/prng';
import { runNode, runNodeJson } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	PENDING,
	type SourceContent,
	byId,
	compareParameters,
	editDraft,
	readDraft,
} from '../../support';

const RUNS = 60;

const sandbox = useSandbox();
const nodeType = new MessageDrafts();

const targetLanguageOf = (random: Random, channel: ChannelName) =>
	pick(random, channel === 'email' ? ['html', 'handlebars'] : ['', 'liquid']);

interface Ref {
	id: string;
	languages: string[];
}

/** The draft's compiled content, straight from the service: the default content and every language. */
async function contentNow(
	channel: ChannelName,
	draftId: string,
	targetLanguage: string,
): Promise<Record<string, unknown>> {
	const prefix = CHANNELS[channel].pathPrefix;
	const query = targetLanguage ? `?targetLanguage=${targetLanguage}` : '';
	const { body: draft } = await sandbox.api<{ compiled: unknown; localizations?: Ref[] }>(
		'GET',
		`${prefix}/drafts/${draftId}${query}`,
	);
	const content: Record<string, unknown> = { default: draft.compiled };
	for (const ref of draft.localizations ?? []) {
		const { body } = await sandbox.api<{ compiled: unknown }>(
			'GET',
			`${prefix}/localizations/${ref.id}/drafts/${draftId}${query}`,
		);
		content[ref.languages[0]] = body.compiled;
	}
	return content;
}

const WORDS = ['Acme', 'order', '%(first_name)s', 'shipped', 'Café', 'today', '%(coupon)s'];

function words(random: Random): string {
	return Array.from({ length: 1 + Math.floor(random() * 4) }, () => pick(random, WORDS)).join(' ');
}

/** A member's new source value: another one, the same one, or the same with one letter changed. */
function newValue(random: Random, value: SourceContent[string] | undefined): SourceContent[string] {
	const kind = pick(random, ['other', 'same', 'letter'] as const);
	if (Array.isArray(value)) {
		if (kind === 'same') return value;
		if (kind === 'other' && value.length > 1) return [...value].reverse();
		const at = Math.floor(random() * value.length);
		return value.map((part, index) =>
			index === at ? { ...part, value: kind === 'other' ? words(random) : `${part.value}!` } : part,
		);
	}
	const text = value ?? '';
	if (kind === 'same') return text;
	if (kind === 'other') return words(random);
	const at = Math.floor(random() * (text.length + 1));
	return `${text.slice(0, at)}${pick(random, ['x', 'é', ' ', '\u200b'])}${text.slice(at)}`;
}

/** One edit after the comparison, in words for the failure message. */
async function randomEdit(random: Random, channel: ChannelName, draftId: string): Promise<string> {
	const prefix = CHANNELS[channel].pathPrefix;
	if (random() < 0.6) {
		const member = pick(random, COMPILED_MEMBERS[channel]).name;
		await editDraft(sandbox, draftId, (content) => ({
			[member]: newValue(random, content[member]),
		}));
		return `in place: ${member}`;
	}
	await sandbox.api('POST', `${prefix}/drafts/${draftId}/publish/reject`, {
		body: 'Changes needed',
	});
	const { body: refs } = await sandbox.api<Ref[]>(
		'GET',
		`${prefix}/drafts/${draftId}/localizations`,
	);
	const languages = refs.map((ref) => ref.languages[0]);
	const change = pick(random, [
		'add a language',
		'remove a language',
		'retranslate',
		'nothing',
	] as const);
	if (change === 'add a language')
		await sandbox.api('PUT', `${prefix}/drafts/${draftId}/localizations/it-IT`, { body: {} });
	if (change === 'remove a language' && languages.length > 0)
		await sandbox.api(
			'DELETE',
			`${prefix}/drafts/${draftId}/localizations/${pick(random, languages)}`,
		);
	if (change === 'retranslate' && languages.length > 0) {
		const path = `${prefix}/drafts/${draftId}/localizations/${pick(random, languages)}/translations`;
		const { body: translations } = await sandbox.api<Record<string, string>>('GET', path);
		const keys = Object.keys(translations);
		if (keys.length > 0) {
			const key = pick(random, keys);
			await sandbox.api('PUT', path, {
				body: {
					...translations,
					[key]: random() < 0.3 ? translations[key] : `${translations[key]} (nouveau)`,
				},
			});
		}
	}
	await sandbox.api('POST', `${prefix}/drafts/${draftId}/publishRequest`);
	return `rejected, ${change}, submitted again`;
}

async function approvalsSent(): Promise<number> {
	return (await sandbox.requests()).filter(
		({ method, path }) => method === 'POST' && /\/publish\/approve(All)?$/.test(path),
	).length;
}

describe('Approve with a Reviewed Fingerprint, over random edits after the comparison', () => {
	it(`sends one approval when the content is what was compared, and none otherwise (${RUNS} runs)`, async () => {
		const random = seededRandom(2929);
		let refused = 0;
		for (let run = 0; run < RUNS; run++) {
			await sandbox.reset();
			const channel = pick(random, CHANNEL_NAMES);
			const draftId = PENDING[channel];
			const targetLanguage = targetLanguageOf(random, channel);
			const [comparison] = await runNodeJson({
				nodeType,
				parameters: compareParameters(channel, draftId, { targetLanguage }),
				credentials: sandbox.credentials(),
			});
			// The variables count too, so a reading that writes them as nothing comes with one that does.
			const readings = [targetLanguage, 'handlebars'];
			const read = async () =>
				await Promise.all(readings.map((each) => contentNow(channel, draftId, each)));
			const before = await read();
			const edits: string[] = [];
			for (let count = Math.floor(random() * 3); count >= 0; count--)
				edits.push(await randomEdit(random, channel, draftId));
			const changed = !isDeepStrictEqual(before, await read());
			const context = `run ${run}: ${channel} ${targetLanguage || '(default target language)'}, ${edits.join('; ')}`;

			await sandbox.clearRequests();
			const [[item]] = await runNode({
				nodeType,
				parameters: {
					resource: 'draft',
					operation: pick(random, ['approve', 'approveAll']),
					channel,
					draftId: byId(draftId),
					options: { reviewFingerprint: comparison.reviewFingerprint as string },
				},
				credentials: sandbox.credentials(),
				continueOnFail: true,
			});
			const outcome = {
				context,
				changed,
				approvals: await approvalsSent(),
				error: typeof item.json.message === 'string' ? item.json.message : undefined,
			};
			if (changed) {
				refused++;
				expect(outcome).toEqual({
					context,
					changed,
					approvals: 0,
					error: expect.stringMatching(
						new RegExp(`^Draft ${draftId} changed after it was reviewed: `),
					),
				});
				expect((await readDraft(sandbox, channel, draftId)).body.status).toBe('PENDING_APPROVAL');
			} else {
				expect(outcome).toEqual({ context, changed, approvals: 1, error: undefined });
			}
		}
		// Both sides of the promise are tried.
		expect(refused).toBeGreaterThan(RUNS / 3);
		expect(refused).toBeLessThan(RUNS);
	});
});
