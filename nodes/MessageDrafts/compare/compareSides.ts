import type { Channel } from '../../shared/channels';
import { type ContentComparison, compareContent } from './compareContent';
import type { MemberOptions } from './compareMember';
import type { Localized, Side, SideVariables } from './readSides';

export interface SidesCompared {
	contents: ContentComparison[];
	languagesAdded: string[];
	languagesRemoved: string[];
}

export function compareSides(
	channel: Channel,
	[base, after]: [Side, Side],
	localized: Localized,
	options: Omit<MemberOptions, 'label'>,
	variables?: [SideVariables, SideVariables],
): SidesCompared {
	const views = (language: string) =>
		[variables?.[0].get(language), variables?.[1].get(language)] as const;
	const contents: ContentComparison[] = [
		compareContent(channel, 'default', [base.record, after.record], options, [...views('default')]),
		...[...localized].map(([language, [old, next]]) => ({
			...compareContent(channel, language, [old, next], options, [...views(language)]),
			...(old === undefined
				? { only: 'added' as const }
				: next === undefined
					? { only: 'removed' as const }
					: {}),
		})),
	];
	return {
		contents,
		languagesAdded: contents
			.filter((content) => content.only === 'added')
			.map((content) => content.language),
		languagesRemoved: contents
			.filter((content) => content.only === 'removed')
			.map((content) => content.language),
	};
}
