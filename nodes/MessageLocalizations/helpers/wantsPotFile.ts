import type { IExecuteSingleFunctions } from 'n8n-workflow';

// n8n reads a hidden parameter as its default, so a block (no POT form) always gets items.
export function wantsPotFile(context: IExecuteSingleFunctions): boolean {
	return context.getNodeParameter('keysOutput', 'items') === 'potFile';
}
