// As the vendor document's `…CompiledRead` schemas declare it; the sandbox reads this table too.
import type { ChannelName } from './channels';

export interface CompiledMember {
	name: string;
	displayName: string;
	form: 'text' | 'parts';
	// Shown whole as before → after.
	short?: boolean;
	// Sent as base64 of UTF-8 inside `compiled`.
	encoded?: boolean;
	html?: boolean;
}

const parts: CompiledMember = { name: 'content', displayName: 'content', form: 'parts' };

export const COMPILED_MEMBERS: Readonly<Record<ChannelName, readonly CompiledMember[]>> = {
	email: [
		{ name: 'sender', displayName: 'Sender', form: 'text', short: true },
		{ name: 'replyTo', displayName: 'Reply-to', form: 'text', short: true },
		{ name: 'subject', displayName: 'Subject', form: 'text', short: true, encoded: true },
		{ name: 'html', displayName: 'HTML', form: 'text', encoded: true, html: true },
		{ name: 'ampHtml', displayName: 'AMP HTML', form: 'text', encoded: true, html: true },
		{ name: 'text', displayName: 'text', form: 'text', encoded: true },
	],
	sms: [
		{ name: 'sender', displayName: 'Sender', form: 'text', short: true },
		{ name: 'phone', displayName: 'Phone number', form: 'text', short: true },
		parts,
	],
	push: [parts],
	liveactivity: [parts],
	voice: [{ name: 'content', displayName: 'content', form: 'text' }],
};

// Carried by every channel's compiled content, from the version nodes/shared/versions.ts names.
export const VARIABLES_MEMBER = 'variables';

export const ENCODED_MEMBERS: readonly string[] = [
	...new Set(
		Object.values(COMPILED_MEMBERS).flatMap((members) =>
			members.filter((member) => member.encoded).map((member) => member.name),
		),
	),
];
