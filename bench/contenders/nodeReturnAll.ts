/** Row 1, ours: Message Templates → Template → Get Many with Return All, run by n8n-core's engine. */
import { runNode } from '../../test/harness/runNode';
import type { Side } from '../lib/side';
import { benchCredentials } from './credentials';
import { loadNode } from '../../test/harness/loadNode';

export async function createSide(): Promise<Side> {
	const nodeType = loadNode('MessageTemplates');
	return {
		async run({ url }: { url: string }) {
			const [items = []] = await runNode({
				nodeType,
				parameters: {
					resource: 'template',
					operation: 'getAll',
					channel: 'email',
					returnAll: true,
				},
				credentials: benchCredentials(url),
			});
			return { items: items.length, keep: items };
		},
	};
}
