import type { INodeProperties } from 'n8n-workflow';

import { decodeCompiledContent } from '../helpers/decodeCompiledContent';

export function decodeContentParameter(
	displayOptions: INodeProperties['displayOptions'],
): INodeProperties {
	return {
		displayName: 'Decode Content',
		name: 'decodeContent',
		type: 'boolean',
		default: true,
		description:
			'Whether to turn the base64-encoded subject, HTML, AMP HTML and text of the compiled ' +
			'content into readable text',
		displayOptions,
		routing: { output: { postReceive: [decodeCompiledContent] } },
	};
}
