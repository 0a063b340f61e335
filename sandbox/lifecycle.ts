/**
 * The draft life cycle of the decisions file. Each transition checks everything first and only then
 * changes the draft, so a refused operation leaves the state exactly as it was.
 */
import { prohibited } from './errors';
import { ID_PREFIX, idFor } from './store/ids';
import type { Draft, DraftStatus, Template } from './store/model';
import type { Store } from './store/store';

/** A draft that has been published keeps its content for good. */
export function isPublished(draft: Draft): boolean {
	return draft.designApprovedDate !== null;
}

export function requireEditable(
	draft: Draft,
	allowed: readonly DraftStatus[],
	operation: string,
): void {
	if (isPublished(draft)) {
		throw prohibited(
			`Cannot ${operation}: the draft "${draft.id}" has been published and is read-only`,
		);
	}
	if (!allowed.includes(draft.status)) {
		throw prohibited(
			`Cannot ${operation}: the draft "${draft.id}" is ${draft.status}; this needs ${allowed.join(' or ')}`,
		);
	}
}

export function submitForApproval(draft: Draft, now: string): void {
	requireEditable(draft, ['IN_PROGRESS'], 'submit the draft for approval');
	draft.status = 'PENDING_APPROVAL';
	draft.approvals = 0;
	draft.updatedAt = now;
}

export type ReviewDecision = 'approved' | 'approvedAll' | 'rejected';

export function review(
	store: Store,
	template: Template,
	draft: Draft,
	decision: ReviewDecision,
	feedback: string,
	now: string,
): void {
	if (draft.status !== 'PENDING_APPROVAL') {
		throw prohibited(
			`Cannot review the draft "${draft.id}": it is ${draft.status}, not PENDING_APPROVAL`,
		);
	}
	// A review is recorded about the draft; only a change of its status moves updatedAt.
	draft.reviews.push({ decision, feedback, at: now });
	if (decision === 'rejected') {
		draft.status = 'IN_PROGRESS';
		draft.approvals = 0;
		draft.updatedAt = now;
		return;
	}
	draft.approvals = decision === 'approvedAll' ? draft.requiredApprovals : draft.approvals + 1;
	if (draft.approvals >= draft.requiredApprovals) store.publish(template, draft, now);
}

export function lockForTranslation(draft: Draft, now: string): void {
	requireEditable(draft, ['IN_PROGRESS'], 'lock the draft for translation');
	draft.status = 'LOCKED_FOR_TRANSLATION';
	draft.updatedAt = now;
}

export function unlockForTranslation(draft: Draft, now: string): void {
	requireEditable(draft, ['LOCKED_FOR_TRANSLATION'], 'unlock the draft');
	draft.status = 'IN_PROGRESS';
	draft.updatedAt = now;
}

export function archive(store: Store, template: Template, draft: Draft): void {
	if (template.publishedDraftId === draft.id) {
		throw prohibited(
			`Cannot archive the draft "${draft.id}": it is the published draft of its template`,
		);
	}
	store.drafts.remove(draft.id);
}

/** A new draft with the same content, localizations and translations; it needs the default single approval. */
export function duplicate(store: Store, source: Draft, name: string, now: string): Draft {
	const seq = store.nextSeq();
	const copy: Draft = {
		id: idFor(ID_PREFIX.draft, seq),
		seq,
		templateId: source.templateId,
		name,
		content: structuredClone(source.content),
		status: 'IN_PROGRESS',
		requiredApprovals: 1,
		approvals: 0,
		designApprovedDate: null,
		reviews: [],
		localizations: source.localizations.map((variant) => ({
			...variant,
			translations: { ...variant.translations },
			createdAt: now,
			updatedAt: now,
		})),
		tagIds: [],
		createdAt: now,
		updatedAt: now,
	};
	store.drafts.add(copy);
	return copy;
}
