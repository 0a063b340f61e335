import type { IDataObject } from 'n8n-workflow';

import type { Channel } from '../../../shared/channels';
import { decodeRecord } from '../../../shared/helpers/decodeCompiledContent';
import { htmlToTextLines } from '../../../shared/diff/htmlText';

/** The texts of compiled content a reviewer reads, by member name, each ending with a line break. */
export type TextMembers = Record<string, string>;

function asText(lines: string[]): string {
	return lines.length === 0 ? '' : `${lines.join('\n')}\n`;
}

function text(value: unknown): string {
	return typeof value === 'string' ? asText(value.split(/\r?\n/).filter((line, i, all) => i < all.length - 1 || line !== '')) : '';
}

/**
 * Email: subject, text, and the HTML as the lines a reader sees. Other channels: their content,
 * which is one text (voice) or parts with a type (SMS Text; push and live-activity Title and Body),
 * one member per type.
 */
export function textMembers(channel: Channel, record: IDataObject | undefined): TextMembers {
	const compiled = (record ? decodeRecord(record).compiled : undefined) as IDataObject | undefined;
	if (!compiled) return {};
	if (channel.name === 'email') {
		return {
			subject: text(compiled.subject),
			text: text(compiled.text),
			html: asText(htmlToTextLines(typeof compiled.html === 'string' ? compiled.html : '')),
		};
	}
	const content = compiled.content;
	if (!Array.isArray(content)) return { content: text(content) };
	const members: TextMembers = {};
	for (const part of content as IDataObject[]) {
		const name = String(part.type ?? 'content').toLowerCase();
		members[name] = `${members[name] ?? ''}${text(part.value)}`;
	}
	return members;
}

/** The variables the content lists (from API version 2025.09). */
export function variablesOf(record: IDataObject | undefined): string[] {
	const compiled = record?.compiled as IDataObject | undefined;
	return Array.isArray(compiled?.variables) ? compiled.variables.map(String) : [];
}
