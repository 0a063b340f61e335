/**
 * Variables count under every target language: a variable renamed, swapped or moved is a change
 * that Compare with Published names and Approve refuses, also where the target language writes
 * variables as nothing (HTML for email, the channel's own value or none for the others).
 */
import { MessageDrafts } from '../../../../../nodes/MessageDrafts/MessageDrafts.node';
import { aligned } from '../../../../../nodes/MessageDrafts/compare/variables';
import { CHANNELS, CHANNEL_NAMES } from '../../../../../nodes/shared/channels';
import {
	API_VERSIONS,
	channelAvailable,
	targetLanguagesFor,
} from '../../../../../nodes/shared/versions';
import { DEMO } from '../../../../../sandbox';
import { nodeRuns } from '../../../../harness/runNode';
import { useSandbox } from '../../../../harness/sandbox';
import {
	approvalsSent,
	approveParameters,
	compareParameters,
	copyOfPublished,
	readDraft,
} from '../../support';
import { changeSegment } from '../../variableEdits';

const sandbox = useSandbox();
const nodeType = new MessageDrafts();
const { runJson, runError } = nodeRuns(nodeType, sandbox);

beforeEach(async () => {
	await sandbox.reset();
	await sandbox.clearRequests();
});

const renamed = (from: string, to: string) => (text: string) =>
	text.replaceAll(`%(${from})s`, `%(${to})s`);

describe('Variables under a target language that writes them as nothing', () => {
	it('refuses the welcome draft compared in HTML whose greeting names another variable since, naming both', async () => {
		const draftId = DEMO.email.welcomeRedesignDraft;
		const [comparison] = await runJson(
			compareParameters('email', draftId, { targetLanguage: 'html' }),
		);
		await changeSegment(sandbox, 'email', draftId, {
			segment: 'Welcome, %(first_name)s!',
			change: renamed('first_name', 'account_url'),
			resubmit: true,
		});
		await sandbox.clearRequests();
		const error = await runError(
			approveParameters('email', draftId, String(comparison.reviewFingerprint)),
		);
		const everywhere = '(default, de-DE, es-ES, fr-FR)';
		expect(error.message).toBe(
			`Draft ${draftId} changed after it was reviewed: ` +
				`variable first_name replaced by account_url in the HTML ${everywhere}; ` +
				`variable first_name replaced by account_url in the AMP HTML ${everywhere}; and 1 more.`,
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
		expect((await readDraft(sandbox, 'email', draftId)).body.status).toBe('PENDING_APPROVAL');
	});

	it('calls a subject that differs only by first_name → last_name changed on API 2025.05v2', async () => {
		const draftId = await copyOfPublished(sandbox, 'email');
		await changeSegment(sandbox, 'email', draftId, {
			segment: 'Welcome to Acme, %(first_name)s',
			change: renamed('first_name', 'last_name'),
		});
		const [comparison] = await runJson(
			compareParameters('email', draftId, { targetLanguage: 'html' }),
			{ version: '2025.05v2' },
		);
		expect(comparison.summary).toBe(
			'Variable first_name replaced by last_name in the subject (default, de-DE, es-ES, fr-FR).',
		);
		expect(comparison.changed).toBe(true);
		const content = comparison.content as Record<string, Record<string, Record<string, unknown>>>;
		expect(content.default.subject).toMatchObject({
			changed: true,
			before: 'Welcome to Acme, {{first_name}}',
			after: 'Welcome to Acme, {{last_name}}',
		});
	});

	it('refuses an SMS compared with no target language whose two variables were swapped since, on API 2025.05v2', async () => {
		const draftId = DEMO.channels.sms.pendingDraft;
		const [comparison] = await runJson(compareParameters('sms', draftId), {
			version: '2025.05v2',
		});
		expect(compareParameters('sms', draftId).targetLanguage).toBe('');
		await changeSegment(sandbox, 'sms', draftId, {
			segment: 'Hi %(first_name)s, your order %(order_id)s has shipped.',
			change: (text) =>
				text.replace(/%\((first_name|order_id)\)s/g, (_whole, name: string) =>
					name === 'first_name' ? '%(order_id)s' : '%(first_name)s',
				),
			resubmit: true,
		});
		await sandbox.clearRequests();
		const error = await runError(
			approveParameters('sms', draftId, String(comparison.reviewFingerprint)),
			{
				version: '2025.05v2',
			},
		);
		expect(error.message).toBe(
			`Draft ${draftId} changed after it was reviewed: ` +
				'variables first_name and order_id swapped in the text (default, es-419, fr-FR).',
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
	});

	it('reads each side a second time, in Handlebars, only under such a target language', async () => {
		const draftId = DEMO.email.welcomeRedesignDraft;
		const reads = async (targetLanguage: string) => {
			await sandbox.clearRequests();
			await runJson(compareParameters('email', draftId, { targetLanguage }));
			return (await sandbox.requests()).map(({ query }) => query.targetLanguage);
		};
		// The draft, the template, and each side's three languages; the node's own draft read
		// first.
		expect(await reads('handlebars')).toEqual(Array(8).fill('handlebars'));
		expect(await reads('html')).toEqual([...Array(8).fill('html'), ...Array(8).fill('handlebars')]);
	});
});

describe('Reading variables out of the Handlebars reading', () => {
	it('accepts Handlebars on every channel in every API version that has the channel', () => {
		for (const channel of CHANNEL_NAMES) {
			for (const version of API_VERSIONS.filter((each) => channelAvailable(channel, each)))
				expect([channel, version, targetLanguagesFor(channel, version)]).toEqual([
					channel,
					version,
					expect.arrayContaining(['handlebars']),
				]);
		}
		expect(Object.keys(CHANNELS)).toEqual([...CHANNEL_NAMES]);
	});

	it.each([
		['no variable', 'Hello', 'Hello', []],
		['one variable', 'Hi , welcome', 'Hi {{name}}, welcome', [[0, 3, 'name']]],
		[
			'two side by side',
			'Hi !',
			'Hi {{a}}{{b}}!',
			[
				[0, 3, 'a'],
				[0, 3, 'b'],
			],
		],
		['literal braces in the content', 'Use {{code}} today', 'Use {{code}} today', []],
		['a variable beside literal braces of the same name', '{{a}}x', '{{a}}{{a}}x', [[0, 0, 'a']]],
		[
			'literal braces around a variable, which a first guess reads wrong',
			'{{a}}',
			'{{a}}{{c}}{{a{{b}}}}',
			[
				[0, 0, 'a'],
				[0, 0, 'c'],
				[0, 3, 'b'],
			],
		],
	])('%s', (_name, plain, written, placements) => {
		expect(aligned(plain, written)).toEqual(placements);
	});

	it('finds no reading where the written text is not the plain one with variables', () => {
		expect(aligned('Hello', 'Hallo {{name}}')).toBeUndefined();
	});

	// Past 64 ways of reading, the written text is read by its syntax alone: the time stays linear.
	it('gives up on 20,000 literal braces that read in too many ways', () => {
		expect(aligned('{{a}}'.repeat(20_000), '{{a}}'.repeat(40_000))).toBeUndefined();
	});

	it('keeps the fingerprint small however many variables a member has, and still refuses two of them swapped', async () => {
		const draftId = await copyOfPublished(sandbox, 'email');
		const rows = Array.from(
			{ length: 2_000 },
			(_, row) => `<p>%(item_${row})s at %(price_${row})s</p>`,
		);
		const { status } = await sandbox.api('PUT', `/_sandbox/drafts/${draftId}/content`, {
			body: { html: rows.join('\n') },
		});
		expect(status).toBe(200);
		const [comparison] = await runJson(
			compareParameters('email', draftId, { targetLanguage: 'html' }),
		);
		const fingerprint = String(comparison.reviewFingerprint);
		// 4,000 variables in the HTML of each language, each language's about the same size as one.
		expect(fingerprint.length).toBeLessThan(8 * 1024);
		await changeSegment(sandbox, 'email', draftId, {
			segment: '%(item_7)s at %(price_7)s',
			change: () => '%(price_7)s at %(item_7)s',
		});
		const error = await runError(approveParameters('email', draftId, fingerprint));
		expect(error.message).toMatch(
			new RegExp(`^Draft ${draftId} changed after it was reviewed: variables changed in the HTML`),
		);
		expect(await approvalsSent(sandbox)).toEqual([]);
	});
});
