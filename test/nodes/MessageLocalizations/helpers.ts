import type { INodeParameters } from 'n8n-workflow';

import { MessageLocalizations } from '../../../nodes/MessageLocalizations/MessageLocalizations.node';
import type { ChannelName } from '../../../nodes/shared/channels';
import type { ApiVersion } from '../../../nodes/shared/versions';
import type { SandboxHandle } from '../../harness/sandbox';

export const nodeType = new MessageLocalizations();

export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

export interface LocalizationRef {
	id: string;
	name: string;
	languages: string[];
}

interface DraftListItem {
	id: string;
	name: string;
	templateId: string;
	status: string;
}

export function channelPath(channel: ChannelName): string {
	return channel === 'email' ? '' : `/${channel}`;
}

/** The parameters that pick a draft (of a channel) or a block. */
export function draftParent(draftId: string, channel: ChannelName = 'email'): INodeParameters {
	return { parent: 'draft', channel, draftId: byId(draftId) };
}

export function blockParent(blockId: string): INodeParameters {
	return { parent: 'block', blockId: byId(blockId) };
}

/** An operation on one language of a draft or a block. */
export function languageOperation(
	resource: string,
	operation: string,
	parent: INodeParameters,
	languageId: string,
	more: INodeParameters = {},
): INodeParameters {
	return { resource, operation, ...parent, languageId, ...more };
}

/** A draft of a channel by its name, read from the service (non-email demo drafts have generated ids). */
export async function draftNamed(
	sandbox: SandboxHandle,
	channel: ChannelName,
	name: string,
): Promise<DraftListItem> {
	let cursor: string | undefined;
	do {
		const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
		const { body } = await sandbox.api<{
			data: DraftListItem[];
			cursor: { next?: string; hasMore: boolean };
		}>('GET', `${channelPath(channel)}/drafts${query}`);
		const found = body.data.find((draft) => draft.name === name);
		if (found) return found;
		cursor = body.cursor.hasMore ? body.cursor.next : undefined;
	} while (cursor);
	throw new Error(`No ${channel} draft named ${name}`);
}

/** What a read of one localization holds: its id, its one language and its template. */
export function localizationRead(id: string, template: string, languageId = 'fr-FR') {
	return { id, languages: [languageId], template };
}

export async function draftLocalizations(
	sandbox: SandboxHandle,
	channel: ChannelName,
	draftId: string,
	version?: ApiVersion,
): Promise<LocalizationRef[]> {
	const { body } = await sandbox.api<LocalizationRef[]>(
		'GET',
		`${channelPath(channel)}/drafts/${draftId}/localizations`,
		{
			version,
		},
	);
	return body;
}

/** The localization id of one language of a draft. */
export async function localizationIdOf(
	sandbox: SandboxHandle,
	channel: ChannelName,
	draftId: string,
	languageId: string,
): Promise<string> {
	const refs = await draftLocalizations(sandbox, channel, draftId);
	const ref = refs.find(({ languages }) => languages.includes(languageId));
	if (!ref) throw new Error(`${draftId} has no ${languageId} localization`);
	return ref.id;
}

export const decode = (base64: unknown) => Buffer.from(String(base64), 'base64').toString('utf8');

/** Translation > Replace of a draft's or a block's language, from `source`. */
export function replacing(
	parent: INodeParameters,
	languageId: string,
	source: string,
	more: INodeParameters = {},
): INodeParameters {
	return languageOperation('translation', 'replace', parent, languageId, { source, ...more });
}

/** The translations of a draft's or a block's language (`path`), as the service has them. */
export async function translationsOf(sandbox: SandboxHandle, path: string) {
	const { body } = await sandbox.api<Record<string, string>>('GET', `${path}/translations`);
	return body;
}
