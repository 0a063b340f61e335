/**
 * `--write`: the writes, on a duplicate of one email draft so nothing of the account's own changes,
 * and the duplicate archived at the end whatever happened in between.
 */
import type { IDataObject } from 'n8n-workflow';

import { type LiveReport, type Runner, Skipped } from './model';

const DRAFTS = 'Message Drafts';
const LOCALIZATIONS = 'Message Localizations';
const TAGS = 'Message Tags';

const byId = (value: string) => ({ __rl: true, mode: 'id', value });

export async function writeChecks(runner: Runner, report: LiveReport): Promise<void> {
	const source = runner.found.email.draftId;
	const { workspaceId } = runner.found.email;
	const tagId = runner.found.account.tags?.find(
		({ workspaceIds }) =>
			workspaceIds.length === 0 ||
			(workspaceId !== undefined && workspaceIds.includes(workspaceId)),
	)?.id;
	const duplicate = await runner.row(
		{ node: DRAFTS, operation: 'Draft: Duplicate', channel: 'email' },
		async () => {
			if (source === undefined) throw new Skipped('nothing to duplicate: no email draft was found');
			return await runner.node('MessageDrafts', {
				resource: 'draft',
				operation: 'duplicate',
				channel: 'email',
				draftId: byId(source),
				newName: `n8n live check ${report.startedAt}`,
			})();
		},
	);
	const copyId = duplicate.items[0]?.id;
	if (typeof copyId !== 'string') return;
	report.created.push(`email draft ${copyId}`);
	const draft = { channel: 'email', draftId: byId(copyId) };
	const onCopy = async (node: string, operation: string, step: () => Promise<IDataObject[]>) =>
		await runner.row({ node, operation, channel: 'email' }, step);
	try {
		await onCopy(
			DRAFTS,
			'Draft: Lock for Translation',
			runner.node('MessageDrafts', {
				resource: 'draft',
				operation: 'lockForTranslation',
				...draft,
			}),
		);
		await onCopy(
			DRAFTS,
			'Draft: Unlock for Translation',
			runner.node('MessageDrafts', {
				resource: 'draft',
				operation: 'unlockForTranslation',
				...draft,
			}),
		);
		await onCopy(LOCALIZATIONS, 'Translation: Replace', async () => {
			const languageId = runner.found.email.languageId;
			if (languageId === undefined)
				throw new Skipped('nothing to replace: the draft has no language');
			const language = { resource: 'translation', parent: 'draft', ...draft, languageId };
			const [current = {}] = await runner.node('MessageLocalizations', {
				...language,
				operation: 'get',
			})();
			// The same translations back: the write is exercised, the content kept.
			return await runner.node('MessageLocalizations', {
				...language,
				operation: 'replace',
				source: 'json',
				translationsJson: JSON.stringify(translationsOf(current)),
			})();
		});
		for (const operation of ['assign', 'unassign'] as const) {
			await onCopy(TAGS, `Tag: ${operation === 'assign' ? 'Assign' : 'Unassign'}`, async () => {
				if (tagId === undefined)
					throw new Skipped(
						"no tag to assign: the account has no active tag for the draft's workspace",
					);
				return await runner.node('MessageTags', {
					resource: 'tag',
					operation,
					resourceType: 'draft',
					channel: 'email',
					resourceId: byId(copyId),
					tagIds: [tagId],
				})();
			});
		}
	} finally {
		const archived = await onCopy(
			DRAFTS,
			'Draft: Archive',
			runner.node('MessageDrafts', { resource: 'draft', operation: 'archive', ...draft }),
		);
		if (archived.row.outcome === 'agrees' || archived.row.outcome === 'drifts')
			report.removed.push(`email draft ${copyId}`);
	}
}

/** The Get output's map of source strings to translations, without what the node adds around it. */
function translationsOf(item: IDataObject): IDataObject {
	const { translations } = item;
	return typeof translations === 'object' && translations !== null
		? (translations as IDataObject)
		: item;
}
