/**
 * Realistic channel content from a few phrases, with the matching translations, so seeded
 * localizations translate every key a translator would see.
 */
import type { ChannelName } from '../../nodes/shared/channels';
import type { Content } from '../store/model';

/** The phrases of a message; `%(name)s` marks variables. */
export interface Phrases {
	subject: string;
	heading: string;
	paragraphs: string[];
	/** A call to action linking to a URL variable. */
	link?: { label: string; variable: string };
}

const SENDER = 'Acme <hello@acme.example>';
const REPLY_TO = 'support@acme.example';

function emailBody(phrases: Phrases, amp: boolean): string {
	const link = phrases.link
		? `<p><a href="%(${phrases.link.variable})s">${phrases.link.label}</a></p>`
		: '';
	const paragraphs = phrases.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join('');
	const opening = amp ? '<!doctype html><html ⚡4email>' : '<!doctype html><html>';
	return `${opening}<head></head><body><h1>${phrases.heading}</h1>${paragraphs}${link}</body></html>`;
}

function textLines(phrases: Phrases): string[] {
	const link = phrases.link ? [`${phrases.link.label}: %(${phrases.link.variable})s`] : [];
	return [phrases.heading, ...phrases.paragraphs, ...link];
}

/** Content of a message on a channel; each channel uses the phrases its format has room for. */
export function contentFor(channel: ChannelName, phrases: Phrases): Content {
	switch (channel) {
		case 'email':
			return {
				sender: SENDER,
				replyTo: REPLY_TO,
				subject: phrases.subject,
				html: emailBody(phrases, false),
				ampHtml: emailBody(phrases, true),
				text: textLines(phrases).join('\n'),
			};
		case 'sms':
			return {
				sender: 'ACME',
				phone: '+15550100',
				content: [{ type: 'Text', value: phrases.paragraphs.join(' ') }],
			};
		case 'push':
		case 'liveactivity':
			return {
				content: [
					{ type: 'Title', value: phrases.heading },
					{ type: 'Body', value: phrases.paragraphs.join(' ') },
				],
			};
		case 'voice':
			return { content: [phrases.heading, ...phrases.paragraphs].join('\n') };
	}
}

/** The translations that turn `source` into `translated`: phrase by phrase, as the keys come out. */
export function translationsFor(
	channel: ChannelName,
	source: Phrases,
	translated: Phrases,
): Record<string, string> {
	const pairs: Array<[string, string]> = [];
	const add = (from: string, to: string) => pairs.push([from, to]);
	if (channel === 'email') {
		add(source.subject, translated.subject);
		add(source.heading, translated.heading);
		source.paragraphs.forEach((paragraph, index) => add(paragraph, translated.paragraphs[index]));
		if (source.link && translated.link) {
			add(source.link.label, translated.link.label);
			add(textLines(source).at(-1) as string, textLines(translated).at(-1) as string);
		}
	} else if (channel === 'sms') {
		add(source.paragraphs.join(' '), translated.paragraphs.join(' '));
	} else if (channel === 'voice') {
		add(source.heading, translated.heading);
		source.paragraphs.forEach((paragraph, index) => add(paragraph, translated.paragraphs[index]));
	} else {
		add(source.heading, translated.heading);
		add(source.paragraphs.join(' '), translated.paragraphs.join(' '));
	}
	return Object.fromEntries(pairs);
}
