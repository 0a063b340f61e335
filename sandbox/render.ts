/**
 * Output of content: `compiled` (variables written in a target language's syntax, email strings
 * base64) and render results (variables replaced by the caller's values, HTML-escaped in HTML).
 */
import { type ChannelName, type TargetLanguage, variableSyntax } from '../nodes/shared/channels';
import { VARIABLES_MEMBER } from '../nodes/shared/compiledMembers';
import {
	mapMember,
	membersOf,
	replaceVariables,
	type Shows,
	variableNames,
	type MemberSpec,
} from './content';
import type { Content, Theme } from './store/model';

interface Output {
	channel: ChannelName;
	/** Already translated where a language applies. */
	content: Content;
	shows: Shows;
	theme?: Theme;
}

export function compile(output: Output, targetLanguage: TargetLanguage): Record<string, unknown> {
	const compiled: Record<string, unknown> = {};
	for (const member of membersOf(output.channel, output.shows)) {
		compiled[member.name] = mapMember(output.content[member.name] ?? '', (text) => {
			const converted = themed(
				replaceVariables(text, (name) => variableSyntax(targetLanguage, name) ?? ''),
				member,
				output.theme,
			);
			return member.encoded ? Buffer.from(converted, 'utf8').toString('base64') : converted;
		});
	}
	if (output.shows('compiled', VARIABLES_MEMBER)) {
		compiled[VARIABLES_MEMBER] = variableNames(output.content);
	}
	return compiled;
}

export function render(output: Output, values: Record<string, unknown>): Record<string, unknown> {
	const rendered: Record<string, unknown> = {};
	for (const member of membersOf(output.channel, output.shows, 'rendered')) {
		rendered[member.name] = mapMember(output.content[member.name] ?? '', (text) =>
			themed(
				replaceVariables(text, (name) => {
					const value = Object.hasOwn(values, name) ? valueText(values[name]) : '';
					return member.html ? escapeHtml(value) : value;
				}),
				member,
				output.theme,
			),
		);
	}
	return rendered;
}

function themed(html: string, member: MemberSpec, theme: Theme | undefined): string {
	if (!member.html || !theme) return html;
	const style = `<style data-theme="${theme.id}">${theme.css}</style>`;
	return html.includes('</head>') ? html.replace('</head>', `${style}</head>`) : style + html;
}

function valueText(value: unknown): string {
	if (value === undefined || value === null) return '';
	if (typeof value === 'string') return value;
	if (typeof value === 'number' || typeof value === 'boolean') return String(value);
	return JSON.stringify(value);
}

function escapeHtml(text: string): string {
	return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
