import { CHANNELS, type ChannelName } from '../../../nodes/shared/channels';
import type { SandboxHandle } from '../../harness/sandbox';
import { editDraft } from './support';

interface SegmentChange {
	/** A translatable piece of the source content, as it stands whole in every member it is in. */
	segment: string;
	/** What becomes of it, and of its translation in every language. */
	change: (text: string) => string;
	/** For a draft awaiting approval: rejected first, and submitted again after. */
	resubmit?: boolean;
}

/**
 * Changes one piece of a draft's content the way its editor and translators would: in every member
 * and in each language's translation of it, so that nothing else of the draft changes.
 */
export async function changeSegment(
	sandbox: SandboxHandle,
	channel: ChannelName,
	draftId: string,
	{ segment, change, resubmit = false }: SegmentChange,
): Promise<void> {
	const prefix = CHANNELS[channel].pathPrefix;
	const ok = async (method: string, path: string, body?: unknown) => {
		const answer = await sandbox.api(method, path, body === undefined ? {} : { body });
		if (answer.status >= 300)
			throw new Error(
				`${method} ${path} answered ${answer.status}: ${JSON.stringify(answer.body)}`,
			);
		return answer.body;
	};
	if (resubmit) await ok('POST', `${prefix}/drafts/${draftId}/publish/reject`, 'Not yet');
	const changed = change(segment);
	await editDraft(sandbox, draftId, (content) =>
		Object.fromEntries(
			Object.entries(content).map(([member, value]) => [
				member,
				typeof value === 'string'
					? value.replaceAll(segment, changed)
					: value.map((part) => ({ ...part, value: part.value.replaceAll(segment, changed) })),
			]),
		),
	);
	const refs = (await ok('GET', `${prefix}/drafts/${draftId}/localizations`)) as Array<{
		languages: string[];
	}>;
	for (const { languages } of refs) {
		const path = `${prefix}/drafts/${draftId}/localizations/${languages[0]}/translations`;
		const translations = (await ok('GET', path)) as Record<string, string>;
		if (!Object.hasOwn(translations, segment)) continue;
		const { [segment]: translated, ...others } = translations;
		await ok('PUT', path, { ...others, [changed]: change(translated) });
	}
	if (resubmit) await ok('POST', `${prefix}/drafts/${draftId}/publishRequest`);
}
