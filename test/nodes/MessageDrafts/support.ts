import { createHash } from 'node:crypto';

import { CHANNELS, type ChannelName } from '../../../nodes/shared/channels';
import { DEMO } from '../../../sandbox';
import type { SandboxHandle } from '../../harness/sandbox';

export interface Page<T> {
	data: T[];
	cursor: { next?: string; hasMore: boolean };
}

export interface DraftRecord {
	id: string;
	name: string;
	status: string;
	templateId?: string;
	template?: string;
	designApprovedDate?: string | null;
	updatedAt: string;
}

export interface Review {
	decision: string;
	feedback: string;
}

/** The demo account's email templates and drafts, which most tests act on. */
export const { email } = DEMO;

/** Each channel's draft awaiting approval, with its languages. */
export const PENDING: Record<ChannelName, string> = {
	email: email.welcomeRedesignDraft,
	sms: DEMO.channels.sms.pendingDraft,
	push: DEMO.channels.push.pendingDraft,
	voice: DEMO.channels.voice.pendingDraft,
	liveactivity: DEMO.channels.liveactivity.pendingDraft,
};

/** A resource-locator value in ID mode, as the node stores it. */
export const byId = (value: string) => ({ __rl: true, mode: 'id', value });

/** The parameters of Compare with Published for a draft, in the channel's default target language. */
export const compareParameters = (
	channel: ChannelName,
	draftId: string,
	extra: Record<string, unknown> = {},
) => ({
	resource: 'draft',
	operation: 'compare',
	channel,
	draftId: byId(draftId),
	targetLanguage: channel === 'email' ? 'handlebars' : '',
	...extra,
});

/** The parameters of a Draft operation on one draft. */
export function draftOperation(
	operation: string,
	draftId: string,
	extra: Record<string, unknown> = {},
) {
	return { resource: 'draft', operation, draftId: byId(draftId), ...extra };
}

/** Reads a draft straight from the service, as a reviewer would see it after the node ran. */
export async function readDraft(sandbox: SandboxHandle, channel: ChannelName, draftId: string) {
	const query = channel === 'email' ? '?targetLanguage=html' : '';
	return await sandbox.api<DraftRecord>(
		'GET',
		`${CHANNELS[channel].pathPrefix}/drafts/${draftId}${query}`,
	);
}

/** A draft's status as the service has it now. */
export async function statusOf(sandbox: SandboxHandle, channel: ChannelName, draftId: string) {
	return (await readDraft(sandbox, channel, draftId)).body.status;
}

export async function publishedDraftOf(
	sandbox: SandboxHandle,
	channel: ChannelName,
	templateId: string,
) {
	const query = channel === 'email' ? '?targetLanguage=html' : '';
	const { body } = await sandbox.api<{ publishedDraftId: string }>(
		'GET',
		`${CHANNELS[channel].pathPrefix}/templates/${templateId}${query}`,
	);
	return body.publishedDraftId;
}

/** Every draft of a channel, read page by page over HTTP. */
export async function allDrafts(
	sandbox: SandboxHandle,
	channel: ChannelName,
): Promise<DraftRecord[]> {
	const drafts: DraftRecord[] = [];
	let cursor: string | undefined;
	do {
		const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
		const { body } = await sandbox.api<Page<DraftRecord>>(
			'GET',
			`${CHANNELS[channel].pathPrefix}/drafts${query}`,
		);
		drafts.push(...body.data);
		cursor = body.cursor.hasMore ? body.cursor.next : undefined;
	} while (cursor);
	return drafts;
}

export async function draftNamed(
	sandbox: SandboxHandle,
	channel: ChannelName,
	name: string,
): Promise<DraftRecord> {
	const draft = (await allDrafts(sandbox, channel)).find((record) => record.name === name);
	if (!draft) throw new Error(`No ${channel} draft named ${name}`);
	return draft;
}

/** The reviews the sandbox recorded for a draft (feedback is not part of the interface's reads). */
export async function reviewsOf(sandbox: SandboxHandle, draftId: string): Promise<Review[]> {
	const response = await fetch(`${sandbox.url}/_sandbox/state`, {
		headers: { Authorization: `Bearer ${sandbox.apiKey}` },
	});
	const state = (await response.json()) as { drafts: Array<{ id: string; reviews: Review[] }> };
	return state.drafts.find(({ id }) => id === draftId)?.reviews ?? [];
}

/** A draft's source content as the sandbox keeps it: `%(name)s` marks a variable. */
export type SourceContent = Record<string, string | Array<{ type: string; value: string }>>;

/** A new draft with the same content as the published draft of the channel's demo template. */
export async function copyOfPublished(
	sandbox: SandboxHandle,
	channel: ChannelName,
): Promise<string> {
	const published =
		channel === 'email' ? DEMO.email.welcomePublishedDraft : DEMO.channels[channel].publishedDraft;
	const { status, body } = await sandbox.api<{ id: string }>(
		'POST',
		`${CHANNELS[channel].pathPrefix}/drafts/${published}/duplicate`,
		{
			body: { name: `Copy of ${published}` },
		},
	);
	if (status !== 200) throw new Error(`Duplicating ${published} answered ${status}`);
	return body.id;
}

/** Changes a draft's content as a designer would in the service's editor (the sandbox's stand-in for it). */
export async function editDraft(
	sandbox: SandboxHandle,
	draftId: string,
	edit: (content: SourceContent) => SourceContent,
): Promise<void> {
	const { body: state } = await sandbox.api<{
		drafts: Array<{ id: string; content: SourceContent }>;
	}>('GET', '/_sandbox/state');
	const draft = state.drafts.find((each) => each.id === draftId);
	if (!draft) throw new Error(`No draft ${draftId} in the sandbox`);
	const { status, body } = await sandbox.api('PUT', `/_sandbox/drafts/${draftId}/content`, {
		body: edit(draft.content),
	});
	if (status !== 200)
		throw new Error(`Editing ${draftId} answered ${status}: ${JSON.stringify(body)}`);
}

/** How Approve refuses a fingerprint that Compare did not give as it is. */
export const NOT_GIVEN =
	'Reviewed Fingerprint is not a fingerprint that Compare with Published gave for this draft.';

/** A fingerprint's body, as a workflow could take it apart. */
export interface FingerprintParts {
	members: Record<string, Record<string, string>>;
	variables: Record<string, Record<string, [string, Array<[number, number, string]>]>>;
	against: Record<string, unknown>;
	[field: string]: unknown;
}

const pieces = (fingerprint: string) => fingerprint.slice('mdr3.'.length).split('.');

export const partsOf = (fingerprint: string) =>
	JSON.parse(Buffer.from(pieces(fingerprint)[0], 'base64url').toString('utf8')) as FingerprintParts;

/** The SHA-256 a fingerprint ends with, over its body. */
export const checkOf = (fingerprint: string) => pieces(fingerprint)[1] ?? '';

/**
 * A fingerprint made of parts, as a workflow could pass instead of Compare's own, ending with
 * `check`: by default the one its own body gives (made whole), '' for none (as the older formats).
 */
export function fingerprintFrom(prefix: string, parts: unknown, check?: string): string {
	const body = Buffer.from(JSON.stringify(parts), 'utf8').toString('base64url');
	const end = check ?? createHash('sha256').update(body).digest('hex');
	return `${prefix}${body}${end ? `.${end}` : ''}`;
}

/** Approve (or Approve for All, by `operation`) of one draft, checked against `reviewFingerprint`. */
export const approveParameters = (
	channel: ChannelName,
	draftId: string,
	reviewFingerprint: string,
	operation = 'approve',
) => ({
	resource: 'draft',
	operation,
	channel,
	draftId: byId(draftId),
	options: { reviewFingerprint },
});

/** The approvals that reached the service, by the request log. */
export async function approvalsSent(sandbox: SandboxHandle): Promise<string[]> {
	return (await sandbox.requests())
		.filter(({ method, path }) => method === 'POST' && /\/publish\/approve(All)?$/.test(path))
		.map(({ path }) => path);
}
