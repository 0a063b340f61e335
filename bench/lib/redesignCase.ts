/**
 * One case of `npm run bench:redesign`, in a process of its own so that its peak memory is the
 * whole process's: Compare with Published or Build Review Page on one draft, run once through
 * n8n's engine against the sandbox, by the Message Drafts node of the tree given (this one, or an
 * earlier commit's). Prints one line of JSON: the run's time, the process's peak memory, the
 * summary and the page's size.
 * Arguments: <tree> <compare|reviewPage> <sandbox URL> <draft id>
 */
import '../../test/harness/environment';

import { loadNode } from '../../test/harness/loadNode';
import { runNode } from '../../test/harness/runNode';
import { benchCredentials } from '../contenders/credentials';

async function main(): Promise<void> {
	const [tree, operation, url, draftId] = process.argv.slice(2);
	const started = process.hrtime.bigint();
	const [[item]] = await runNode({
		nodeType: loadNode('MessageDrafts', 'MessageDrafts', tree),
		parameters: {
			resource: 'draft',
			operation,
			channel: 'email',
			draftId: { __rl: true, mode: 'id', value: draftId },
			targetLanguage: 'handlebars',
			compareWith: 'published',
		},
		credentials: benchCredentials(url),
	});
	const ms = Number(process.hrtime.bigint() - started) / 1e6;
	const page = item.binary?.data?.data;
	console.log(
		JSON.stringify({
			ms,
			peakBytes: process.resourceUsage().maxRSS * 1024,
			summary: item.json.summary,
			pageBytes: page === undefined ? undefined : Buffer.from(page, 'base64').length,
		}),
	);
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
