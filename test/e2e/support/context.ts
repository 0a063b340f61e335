import { readFileSync } from 'node:fs';
import type { Owner } from '../../../scripts/n8n/owner';
import type { Packed } from '../../../scripts/package/buildAndPack';
import type { N8nVersion } from '../../../scripts/n8n/releases';
import type { N8nScheduler } from '../../../scripts/n8n/schedulers';

/** What the global setup started, handed to the test files through a file named in the environment. */
export interface E2eContext {
	/** The n8n release this run started (`N8N_VERSION`). */
	n8nVersion: N8nVersion;
	/** How this run's n8n runs poll triggers (`N8N_SCHEDULER`). */
	scheduler: N8nScheduler;
	n8nUrl: string;
	/** The environment `n8n start` runs with, for CLI commands against the same user folder. */
	n8nEnv: NodeJS.ProcessEnv;
	userFolder: string;
	logFolder: string;
	sandboxUrl: string;
	sandboxApiKey: string;
	owner: Owner;
	/** The public API key the setup made, which every file signs in with (n8nSession). */
	n8nApiKey: string;
	credential: { id: string; name: string };
	/** The credential's Review Link Secret, for links a test signs itself. */
	reviewLinkSecret: string;
	/** The example workflows as imported, in file order. */
	examples: Array<{ id: string; name: string }>;
	/** Node files that package.json lists but the build did not produce. */
	missingNodes: string[];
	/** The tarball `npm pack` made of this build, as a release would publish it. */
	packed: Packed;
}

export const contextFileVariable = 'MESSAGE_TEMPLATES_E2E_CONTEXT';

export function e2eContext(): E2eContext {
	const file = process.env[contextFileVariable];
	if (!file)
		throw new Error(
			'The end-to-end tests run with test/e2e/jest.config.js, whose global setup starts n8n',
		);
	return JSON.parse(readFileSync(file, 'utf8')) as E2eContext;
}
