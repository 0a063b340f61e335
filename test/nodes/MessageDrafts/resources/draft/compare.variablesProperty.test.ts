/**
 * The promise that variables count in every target language, over random drafts: on a random
 * channel, API version, target language (those that write variables as nothing included), member
 * and language, a variable renamed, two swapped or one moved after the comparison is a change that
 * Compare with Published names, and that Approve with the earlier fingerprint refuses, naming the
 * variables, with nothing approved. And a fingerprint altered after Compare gave it, however, is
 * refused as not one Compare gave, never described as a change.
 */
import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { CHANNELS, CHANNEL_NAMES, type ChannelName } from '../../../../../nodes/shared/channels';
import {
	API_VERSIONS,
	type ApiVersion,
	hasFeature,
	targetLanguagesFor,
} from '../../../../../nodes/shared/versions';
import { int, pick, type Random, seededRandom } from '../../../../../sandbox/prng';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	NOT_GIVEN,
	PENDING,
	type SourceContent,
	byId,
	checkOf,
	compareParameters,
	editDraft,
	fingerprintFrom,
	partsOf,
} from '../../support';

const RUNS = 30;
const FORGED_RUNS = 30;

const sandbox = useSandbox();
const nodeType = new MessageDrafts();
const { runJson, runError } = nodeRuns(nodeType, sandbox);

// The members translators see, where a language can differ from the default content.
const MEMBERS: Record<ChannelName, string[]> = {
	email: ['subject', 'html', 'ampHtml', 'text'],
	sms: ['content'],
	push: ['content'],
	voice: ['content'],
	liveactivity: ['content'],
};

const VERSIONS = API_VERSIONS.filter((version) => hasFeature(version, 'approval'));
const NAMES = ['first_name', 'order_id', 'coupon', 'city'];
const WORDS = ['Acme', 'your', 'order', 'ships', 'today', 'Café', '{{first_name}}', 'from'];

interface Variable {
	name: string;
	// The number of words before it: each variable follows a word, with nothing between them, so
	// that where it stands changes no text around it.
	at: number;
}

function segmentOf(words: string[], variables: Variable[]): string {
	return words
		.map(
			(word, index) =>
				word +
				variables
					.filter(({ at }) => at === index + 1)
					.map(({ name }) => `%(${name})s`)
					.join(''),
		)
		.join(' ');
}

/** Words with two or three variables of different names. */
function randomSegment(random: Random): { words: string[]; variables: Variable[] } {
	const words = Array.from({ length: 4 + int(random, 4) }, () => pick(random, WORDS));
	const names = [...NAMES];
	const chosen = Array.from(
		{ length: 2 + int(random, 2) },
		() => names.splice(int(random, names.length), 1)[0],
	);
	return {
		words,
		variables: chosen
			.map((name) => ({ name, at: 1 + int(random, words.length) }))
			.sort((a, b) => a.at - b.at),
	};
}

interface Mutation {
	variables: Variable[];
	kind: 'replaced by' | 'swapped' | 'moved';
	names: string[];
}

function mutated(random: Random, variables: Variable[], wordCount: number): Mutation {
	const kind = pick(random, ['replaced by', 'swapped', 'moved'] as const);
	const index = int(random, variables.length);
	const { name, at } = variables[index];
	if (kind === 'replaced by') {
		const other = pick(
			random,
			[...NAMES, 'account_url'].filter((each) => !variables.some((v) => v.name === each)),
		);
		return {
			kind,
			names: [name, other],
			variables: variables.map((v, i) => (i === index ? { ...v, name: other } : v)),
		};
	}
	if (kind === 'swapped') {
		const partner = (index + 1 + int(random, variables.length - 1)) % variables.length;
		const names = [variables[index].name, variables[partner].name];
		return {
			kind,
			names,
			variables: variables.map((v, i) =>
				i === index ? { ...v, name: names[1] } : i === partner ? { ...v, name: names[0] } : v,
			),
		};
	}
	const places = Array.from({ length: wordCount }, (_, place) => place + 1).filter(
		(place) => place !== at,
	);
	const others = variables.filter((_, i) => i !== index);
	return {
		kind,
		names: [name],
		variables: [...others, { name, at: pick(random, places) }].sort((a, b) => a.at - b.at),
	};
}

/** The member's new source value: the segment alone, in a paragraph of its own for HTML. */
function withSegment(channel: ChannelName, member: string, segment: string) {
	return (content: SourceContent): SourceContent => {
		const value = content[member];
		if (Array.isArray(value)) {
			const at = channel === 'sms' ? 0 : value.length - 1;
			return { [member]: value.map((part, i) => (i === at ? { ...part, value: segment } : part)) };
		}
		return {
			[member]: /html/i.test(member) ? `<html><body><p>${segment}</p></body></html>` : segment,
		};
	};
}

async function ok(method: string, path: string, body?: unknown): Promise<unknown> {
	const answer = await sandbox.api(method, path, body === undefined ? {} : { body });
	if (answer.status >= 300)
		throw new Error(`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`);
	return answer.body;
}

/** Rejects the draft, makes the change, submits it again: what an editor does to a draft under review. */
async function underReview(channel: ChannelName, draftId: string, change: () => Promise<void>) {
	const prefix = CHANNELS[channel].pathPrefix;
	await ok('POST', `${prefix}/drafts/${draftId}/publish/reject`, 'Not yet');
	await change();
	await ok('POST', `${prefix}/drafts/${draftId}/publishRequest`);
}

async function translate(
	channel: ChannelName,
	draftId: string,
	language: string,
	pairs: Record<string, string>,
) {
	const path = `${CHANNELS[channel].pathPrefix}/drafts/${draftId}/localizations/${language}/translations`;
	const translations = (await ok('GET', path)) as Record<string, string>;
	await ok('PUT', path, { ...translations, ...pairs });
}

async function languagesOf(channel: ChannelName, draftId: string): Promise<string[]> {
	const refs = (await ok(
		'GET',
		`${CHANNELS[channel].pathPrefix}/drafts/${draftId}/localizations`,
	)) as Array<{ languages: string[] }>;
	return refs.map((ref) => ref.languages[0]);
}

function randomReading(random: Random) {
	const channel = pick(random, CHANNEL_NAMES);
	const version: ApiVersion = pick(random, VERSIONS);
	const targetLanguages: string[] = targetLanguagesFor(channel, version);
	const targetLanguage = pick(
		random,
		CHANNELS[channel].targetLanguageRequired ? targetLanguages : ['', ...targetLanguages],
	);
	return { channel, version, targetLanguage };
}

async function approvalsSent(): Promise<number> {
	return (await sandbox.requests()).filter(
		({ method, path }) => method === 'POST' && /\/publish\/approve(All)?$/.test(path),
	).length;
}

describe('Variables renamed, swapped or moved after the comparison, in every target language', () => {
	it(`are named by Compare and refused by Approve, with nothing approved (${RUNS} runs)`, async () => {
		const random = seededRandom(5417);
		const tried = new Set<string>();
		for (let run = 0; run < RUNS; run++) {
			await sandbox.reset();
			const { channel, version, targetLanguage } = randomReading(random);
			const draftId = PENDING[channel];
			const member = pick(random, MEMBERS[channel]);
			const language = pick(random, ['default', ...(await languagesOf(channel, draftId))]);
			const { words, variables } = randomSegment(random);
			const segment = segmentOf(words, variables);
			const mutation = mutated(random, variables, words.length);
			const after = segmentOf(words, mutation.variables);
			const context = `run ${run}: ${channel} ${version} ${targetLanguage || '(none)'} ${member} ${language}: ${segment} → ${after}`;
			tried.add(
				`${targetLanguage === '' || /^(html|sms|push|voice|liveactivity)$/.test(targetLanguage) ? 'plain' : 'written'} ${mutation.kind}`,
			);

			// In a language, the segment is translated there (the same words, marked), and the
			// change made to that translation alone; otherwise every language shows the source.
			const translated = (text: string) => `${text} [${language}]`;
			await underReview(channel, draftId, async () => {
				await editDraft(sandbox, draftId, withSegment(channel, member, segment));
				if (language !== 'default')
					await translate(channel, draftId, language, { [segment]: translated(segment) });
			});
			const parameters = compareParameters(channel, draftId, { targetLanguage });
			const [comparison] = await runJson(parameters, { version });
			// A copy as it was compared, for Compare With: Another Draft to compare the change with.
			const { id: copy } = (await ok(
				'POST',
				`${CHANNELS[channel].pathPrefix}/drafts/${draftId}/duplicate`,
				{
					name: 'As compared',
				},
			)) as { id: string };
			await underReview(channel, draftId, async () => {
				if (language === 'default')
					await editDraft(sandbox, draftId, withSegment(channel, member, after));
				else await translate(channel, draftId, language, { [segment]: translated(after) });
			});

			const [recompared] = await runJson(
				{ ...parameters, compareWith: 'draft', otherDraftId: copy },
				{ version },
			);
			const verb = new RegExp(`\\b${mutation.kind}\\b`);
			expect({ context, changed: recompared.changed }).toEqual({ context, changed: true });
			for (const name of mutation.names)
				expect({ context, summary: recompared.summary }).toEqual({
					context,
					summary: expect.stringContaining(name),
				});
			expect({ context, summary: recompared.summary }).toEqual({
				context,
				summary: expect.stringMatching(verb),
			});

			await sandbox.clearRequests();
			const { body: stateBefore } = await sandbox.api('GET', '/_sandbox/state');
			const error = await runError(
				{
					resource: 'draft',
					operation: pick(random, ['approve', 'approveAll']),
					channel,
					draftId: byId(draftId),
					options: { reviewFingerprint: String(comparison.reviewFingerprint) },
				},
				{ version },
			);
			expect({ context, message: error.message }).toEqual({
				context,
				message: expect.stringMatching(
					new RegExp(`^Draft ${draftId} changed after it was reviewed: .*${verb.source}`),
				),
			});
			for (const name of mutation.names)
				expect({ context, message: error.message }).toEqual({
					context,
					message: expect.stringContaining(name),
				});
			if (language !== 'default')
				expect({ context, message: error.message }).toEqual({
					context,
					message: expect.stringContaining(language),
				});
			expect({ context, approvals: await approvalsSent() }).toEqual({ context, approvals: 0 });
			expect((await sandbox.api('GET', '/_sandbox/state')).body).toEqual(stateBefore);
		}
		// Every kind of change, under both kinds of target language.
		expect([...tried].sort()).toEqual(
			['plain', 'written'].flatMap((kind) =>
				['moved', 'replaced by', 'swapped'].map((change) => `${kind} ${change}`),
			),
		);
	});
});

type Forgery = (fingerprint: string) => string;

const FORGERIES: Record<string, Forgery> = {
	'a random digest': (fingerprint) =>
		fingerprintFrom(
			'mdr3.',
			{ ...partsOf(fingerprint), digest: 'b'.repeat(64) },
			checkOf(fingerprint),
		),
	'languages the draft never had': (fingerprint) => {
		const parts = partsOf(fingerprint);
		return fingerprintFrom(
			'mdr3.',
			{ ...parts, members: { ...parts.members, 'x0-XA': { content: '00000000' } } },
			checkOf(fingerprint),
		);
	},
	'a member hash altered': (fingerprint) => {
		const parts = partsOf(fingerprint);
		const [language, members] = Object.entries(parts.members)[0];
		const [key] = Object.keys(members);
		return fingerprintFrom(
			'mdr3.',
			{ ...parts, members: { ...parts.members, [language]: { ...members, [key]: 'ffffffff' } } },
			checkOf(fingerprint),
		);
	},
	'a variable renamed in it': (fingerprint) => {
		const parts = partsOf(fingerprint);
		const variables = JSON.parse(
			JSON.stringify(parts.variables).replace(/"first_name"|"order_id"/, '"someone_else"'),
		) as unknown;
		return fingerprintFrom('mdr3.', { ...parts, variables }, checkOf(fingerprint));
	},
	'cut short': (fingerprint) => fingerprint.slice(0, Math.floor(fingerprint.length * 0.7)),
	'its check cut short': (fingerprint) => fingerprint.slice(0, -1),
	'text added at its end': (fingerprint) => `${fingerprint}A`,
};

describe('A fingerprint altered after Compare gave it', () => {
	it(`is refused as not one Compare gave, never as a change (${FORGED_RUNS} runs)`, async () => {
		const random = seededRandom(8803);
		for (let run = 0; run < FORGED_RUNS; run++) {
			await sandbox.reset();
			const { channel, version, targetLanguage } = randomReading(random);
			const draftId = PENDING[channel];
			const [comparison] = await runJson(compareParameters(channel, draftId, { targetLanguage }), {
				version,
			});
			const forgery = pick(random, Object.keys(FORGERIES));
			const context = `run ${run}: ${channel} ${version} ${targetLanguage || '(none)'}, ${forgery}`;
			await sandbox.clearRequests();
			const error = await runError(
				{
					resource: 'draft',
					operation: 'approve',
					channel,
					draftId: byId(draftId),
					options: { reviewFingerprint: FORGERIES[forgery](String(comparison.reviewFingerprint)) },
				},
				{ version },
			);
			expect({ context, message: error.message }).toEqual({ context, message: NOT_GIVEN });
			expect({ context, approvals: await approvalsSent() }).toEqual({ context, approvals: 0 });
		}
	});
});
