import type { INodeProperties } from 'n8n-workflow';

import { channelParameter } from '../../../shared/descriptions/channel';
import { operationParameter } from '../../../shared/descriptions/resource';
import { approveDraft } from './approve';
import { approveDraftForAll } from './approveAll';
import { approveOptionsField } from './approveOptions';
import { archiveDraft } from './archive';
import { buildReviewPage, buildReviewPageFields } from './buildReviewPage';
import { compareDraftWithPublished, compareDraftFields } from './compare';
import { draftLocators } from './draftLocator';
import { duplicateDraft, duplicateDraftFields } from './duplicate';
import { feedbackField } from './feedback';
import { getDraft, getDraftFields } from './get';
import { getManyDrafts, getManyDraftsFields } from './getMany';
import { lockDraftForTranslation } from './lockForTranslation';
import { rejectDraft } from './reject';
import { submitDraftForApproval } from './submitForApproval';
import { unlockDraftForTranslation } from './unlockForTranslation';

export const draftDescription: INodeProperties[] = [
	operationParameter(
		'draft',
		[
			approveDraft,
			approveDraftForAll,
			archiveDraft,
			buildReviewPage,
			compareDraftWithPublished,
			duplicateDraft,
			getDraft,
			getManyDrafts,
			lockDraftForTranslation,
			rejectDraft,
			submitDraftForApproval,
			unlockDraftForTranslation,
		],
		'getAll',
	),
	channelParameter({ show: { resource: ['draft'] } }),
	...draftLocators,
	...getManyDraftsFields,
	...getDraftFields,
	...duplicateDraftFields,
	...compareDraftFields,
	...buildReviewPageFields,
	feedbackField,
	approveOptionsField,
];
