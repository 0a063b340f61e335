import type { IExecuteSingleFunctions } from 'n8n-workflow';

/**
 * Whether the keys are asked for as a POT file. Output shows for drafts only (blocks have no POT
 * form), and n8n reads a hidden parameter as its default, so a block always gets items.
 */
export function wantsPotFile(context: IExecuteSingleFunctions): boolean {
	return context.getNodeParameter('keysOutput', 'items') === 'potFile';
}
