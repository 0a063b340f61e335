import type { INodeParameters, INodeType } from 'n8n-workflow';

import { MessageDrafts } from '../../../nodes/MessageDrafts/MessageDrafts.node';
import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import { MessageTags } from '../../../nodes/MessageTags/MessageTags.node';
import { DEMO } from '../../../sandbox';
import { listSearch } from '../../harness/editorMethods';
import { useSandbox } from '../../harness/sandbox';
import { searchListMethodOf, shownParameter } from './shownParameter';

const sandbox = useSandbox();

/** The Draft list exactly as the editor opens it for these parameter values. */
async function draftList(nodeType: INodeType, parameters: INodeParameters, name = 'draftId') {
	const method = searchListMethodOf(shownParameter(nodeType, parameters, name));
	const page = await listSearch({
		nodeType,
		method,
		parameters,
		credentials: sandbox.credentials(),
	});
	return page.results.map(({ name: label, value }) => ({ label, value: String(value) }));
}

const labelOf = (list: Array<{ label: string; value: string }>, id: string) =>
	list.find(({ value }) => value === id)?.label;

const drafts = new MessageDrafts();
const email = DEMO.email;

describe('the draft pickers', () => {
	it('say each draft state in words, and mark the published draft as read-only', async () => {
		const list = await draftList(drafts, { resource: 'draft', operation: 'get', channel: 'email' });
		expect(labelOf(list, email.welcomePublishedDraft)).toBe(
			'Published, read-only · Welcome email v1 (Welcome email)',
		);
		expect(labelOf(list, email.welcomeRedesignDraft)).toBe(
			'Awaiting approval · Welcome email v2 (redesign) (Welcome email)',
		);
		expect(labelOf(list, email.passwordTranslationDraft)).toBe(
			'Locked for translation · Password reset v2 (Password reset)',
		);
		expect(labelOf(list, email.springSaleDraft)).toBe('In progress · Spring sale (Spring sale)');
		expect(list.map(({ label }) => label).join('\n')).not.toMatch(
			/IN_PROGRESS|PENDING_APPROVAL|LOCKED_FOR_TRANSLATION/,
		);
	});

	it('keep the service order for reading, and offer drafts that can change before published ones for changing', async () => {
		const read = await draftList(drafts, { resource: 'draft', operation: 'get', channel: 'email' });
		const published = (list: typeof read) =>
			list.map(({ label }) => label.startsWith('Published, read-only'));
		// In the service's order, a published draft comes first: it is its template's oldest.
		expect(read[0].value).toBe(email.welcomePublishedDraft);

		for (const operation of [
			'submitForApproval',
			'lockForTranslation',
			'unlockForTranslation',
			'archive',
		]) {
			const change = await draftList(drafts, { resource: 'draft', operation, channel: 'email' });
			expect(new Set(change.map(({ value }) => value))).toEqual(
				new Set(read.map(({ value }) => value)),
			);
			const flags = published(change);
			expect(flags.indexOf(true)).toBe(flags.length - flags.filter(Boolean).length);
			expect(change[0].value).not.toBe(email.welcomePublishedDraft);
		}
		for (const operation of ['approve', 'reject', 'duplicate']) {
			expect(await draftList(drafts, { resource: 'draft', operation, channel: 'email' })).toEqual(
				read,
			);
		}
	});

	it('order the drafts the same way in Localizations, by what the operation does', async () => {
		const localizations = new MessageLocalizations();
		const first = async (resource: string, operation: string) =>
			(
				await draftList(localizations, { resource, operation, parent: 'draft', channel: 'email' })
			)[0].value;
		expect(await first('localization', 'upsert')).not.toBe(email.welcomePublishedDraft);
		expect(await first('localization', 'delete')).not.toBe(email.welcomePublishedDraft);
		expect(await first('translation', 'replace')).not.toBe(email.welcomePublishedDraft);
		expect(await first('localization', 'getAll')).toBe(email.welcomePublishedDraft);
		expect(await first('localizationKey', 'getAll')).toBe(email.welcomePublishedDraft);
	});

	it('show the same words in the other channels and in Tags', async () => {
		const sms = await draftList(drafts, { resource: 'draft', operation: 'get', channel: 'sms' });
		expect(labelOf(sms, DEMO.channels.sms.pendingDraft)).toMatch(
			/^Awaiting approval · .*\(Shipping notice \(sms\)\)$/,
		);
		expect(labelOf(sms, DEMO.channels.sms.publishedDraft)).toMatch(/^Published, read-only · /);

		const tags = await draftList(
			new MessageTags(),
			{ resource: 'tag', operation: 'assign', resourceType: 'draft', channel: 'email' },
			'resourceId',
		);
		expect(labelOf(tags, email.springSaleDraft)).toBe('In progress · Spring sale (Spring sale)');
	});
});
