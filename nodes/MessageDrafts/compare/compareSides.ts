import type { IDataObject } from 'n8n-workflow';

import type { Channel } from '../../shared/channels';
import { type ContentComparison, compareContent } from './compareContent';
import type { MemberOptions } from './compareMember';
import type { Side } from './readSides';

export interface SidesCompared {
	contents: ContentComparison[];
	languagesAdded: string[];
	languagesRemoved: string[];
}

export function compareSides(
	channel: Channel,
	[base, after]: [Side, Side],
	localized: ReadonlyMap<string, [IDataObject | undefined, IDataObject | undefined]>,
	options: Omit<MemberOptions, 'label'>,
): SidesCompared {
	const contents: ContentComparison[] = [
		compareContent(channel, 'default', [base.record, after.record], options),
		...[...localized].map(([language, [old, next]]) => ({
			...compareContent(channel, language, [old, next], options),
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
