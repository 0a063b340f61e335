import { CHANNEL_NAMES, type ChannelName } from '../../nodes/shared/channels';
import { DEMO } from '../../sandbox';
import { AccountBuilder } from '../../sandbox/seed/account-builder';
import { contentFor } from '../../sandbox/seed/content-factory';
import { demoAccount } from '../../sandbox/seed/demo-account';
import type { State, Template } from '../../sandbox/store/model';

/** A fifth of the drafts wait for approval. */
const WAITING_EVERY = 5;

const templateIds: Record<ChannelName, string> = {
	email: DEMO.email.welcomeTemplate,
	sms: DEMO.channels.sms.template,
	push: DEMO.channels.push.template,
	voice: DEMO.channels.voice.template,
	liveactivity: DEMO.channels.liveactivity.template,
};

/** The demo account plus `total` drafts spread evenly over the five channels, a fifth of them waiting for approval. */
export function accountOnFiveChannels(total: number): State {
	const account = new AccountBuilder('2025-03-01T00:00:00Z', 1, demoAccount());
	const perChannel = CHANNEL_NAMES.map((channel) => ({
		template: account.store.templates.get(templateIds[channel]) as Template,
		content: contentFor(channel, {
			subject: 'Scale %(first_name)s',
			heading: 'Hello %(first_name)s',
			paragraphs: ['One of many.'],
		}),
	}));
	for (let index = 0; index < total; index++) {
		const { template, content } = perChannel[index % perChannel.length];
		const waiting = Math.floor(index / perChannel.length) % WAITING_EVERY === 0;
		account.draft({
			template,
			name: `Scale draft ${index + 1}`,
			content,
			status: waiting ? 'PENDING_APPROVAL' : 'IN_PROGRESS',
		});
	}
	return account.build();
}
