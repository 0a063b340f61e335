import type { ContentComparison } from '../../../../nodes/MessageDrafts/compare/compareContent';
import type { ComparisonFacts } from '../../../../nodes/MessageDrafts/compare/summary';

/** What Compare with Published knows of these contents when no language was added or removed. */
export const againstPublished = (...contents: ContentComparison[]): ComparisonFacts => ({
	against: 'published',
	contents,
	languagesAdded: [],
	languagesRemoved: [],
});
