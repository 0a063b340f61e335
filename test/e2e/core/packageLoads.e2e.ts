import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot } from '../../../scripts/n8n/paths';
import { e2eContext } from '../support/context';
import { n8nSession } from '../support/n8nSession';

const manifest = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as {
	name: string;
	n8n: { nodes: string[]; credentials: string[] };
};

// dist/nodes/MessageTemplates/MessageTemplates.node.js → messageTemplates, as n8n names the type.
const nodeNames = manifest.n8n.nodes.map((path) => {
	const className = basename(path, '.node.js');
	return className[0].toLowerCase() + className.slice(1);
});

describe('the package in n8n', () => {
	let nodeTypes: Array<{ name: string; displayName: string }>;
	let credentialTypes: Array<{ name: string }>;

	beforeAll(async () => {
		const client = await n8nSession();
		nodeTypes = await client.types('nodes');
		credentialTypes = await client.types('credentials');
	});

	it.each(nodeNames)('lists the node type %s', (name) => {
		expect(nodeTypes.map((type) => type.name)).toContain(`${manifest.name}.${name}`);
	});

	it.each(nodeNames.filter((name) => !name.endsWith('Trigger')))(
		'offers %s to AI agents as a tool',
		(name) => {
			expect(nodeTypes.map((type) => type.name)).toContain(`${manifest.name}.${name}Tool`);
		},
	);

	// More sessions than n8n has seconds to make keys in while one waits (n8nClient.ts's newApiKey).
	it('gives every test file a working session, however many start at once', async () => {
		const clients = await Promise.all(Array.from({ length: 8 }, async () => await n8nSession()));
		for (const client of clients) {
			await expect(client.api('GET', '/workflows?limit=1')).resolves.toHaveProperty('data');
		}
	});

	it('lists the credential type', () => {
		expect(credentialTypes.map((type) => type.name)).toContain('messageTemplateServiceApi');
	});

	it('was built whole: every node package.json lists exists in the packed tarball', () => {
		expect(e2eContext().missingNodes).toEqual([]);
	});
});
