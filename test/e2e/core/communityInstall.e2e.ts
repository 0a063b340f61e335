import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import {
	bindCredential,
	credentialType,
	type ExampleWorkflow,
} from '../../../scripts/n8n/examples';
import { communityNodesFolder, packageName } from '../../../scripts/n8n/communityPackage';
import { n8nEnvironment } from '../../../scripts/n8n/environment';
import { N8nClient } from '../../../scripts/n8n/n8nClient';
import { startN8n, type RunningN8n } from '../../../scripts/n8n/n8nProcess';
import { ensureOwner } from '../../../scripts/n8n/owner';
import { freePort } from '../../../scripts/n8n/ports';
import { ensureSandboxCredential, importWorkflow } from '../../../scripts/n8n/provision';
import { e2eContext } from '../support/context';
import { outputItems, runFromEditor, type Execution } from '../support/executions';
import { startLocalRegistry, type LocalRegistry } from '../support/localRegistry';
import { nextPatch, repackAs } from '../support/newerRelease';
import { startRegistryProxy, type RegistryProxy } from '../support/registryProxy';
import { workflowNode as node } from '../support/workflows';

interface InstalledPackage {
	packageName: string;
	installedVersion: string;
	updateAvailable?: string;
	installedNodes: Array<{ name: string; type: string }>;
}

const nodeNames = [
	'Message Drafts',
	'Message Drafts Trigger',
	'Message Localizations',
	'Message Tags',
	'Message Templates',
	'Message Workspaces',
];

function welcomeWorkflow(): ExampleWorkflow {
	return {
		name: 'Read the welcome email',
		settings: { executionOrder: 'v1' },
		nodes: [
			node('Run now', 'n8n-nodes-base.manualTrigger', 1, 0, 0),
			node('Welcome email', `${packageName}.messageTemplates`, 1, 220, 0, {
				credentials: { [credentialType]: { id: '', name: '' } },
				parameters: {
					resource: 'template',
					operation: 'get',
					channel: 'email',
					templateId: { __rl: true, mode: 'id', value: 'tem_welcome' },
					targetLanguage: 'html',
				},
			}),
		],
		connections: { 'Run now': { main: [[{ node: 'Welcome email', type: 'main', index: 0 }]] } },
	};
}

/**
 * An n8n of its own with an empty user folder, whose Settings → Community Nodes installs from the
 * registry: the endpoints the page calls, with the owner's session.
 */
describe("the package installed, updated and uninstalled through n8n's Community Nodes", () => {
	const context = e2eContext();
	const folder = join(context.logFolder, 'community-install');
	const newerVersion = nextPatch(context.packed.version);
	const userFolder = join(folder, 'n8n-home');
	let registry: LocalRegistry;
	let proxy: RegistryProxy;
	let n8n: RunningN8n;
	let client: N8nClient;
	let workflowId: string;

	const installed = async () => await client.rest<InstalledPackage[]>('GET', '/community-packages');
	const runWorkflow = async (): Promise<Execution> =>
		await runFromEditor(client, workflowId, 'Run now');

	/** n8n on the test's user folder, with `settings` on top of the registry proxy's. */
	async function startN8nWith(settings: NodeJS.ProcessEnv): Promise<void> {
		const env = n8nEnvironment({
			version: context.n8nVersion,
			userFolder,
			port: await freePort(),
			brokerPort: await freePort(),
			owner: context.owner,
			settings: { ...proxy.n8nSettings, ...settings },
		});
		n8n = await startN8n(context.n8nVersion, env, join(folder, 'n8n.log'));
		await ensureOwner(context.n8nVersion, n8n.url, context.owner);
		client = await N8nClient.signIn(n8n.url, context.owner, 'e2e communityInstall');
	}

	beforeAll(async () => {
		rmSync(folder, { recursive: true, force: true });
		mkdirSync(folder, { recursive: true });
		registry = await startLocalRegistry(join(folder, 'registry'));
		await registry.publish(context.packed.tarball);
		proxy = await startRegistryProxy(folder, registry.url);
		mkdirSync(communityNodesFolder(userFolder), { recursive: true });
		writeFileSync(join(communityNodesFolder(userFolder), '.npmrc'), proxy.npmConfig);
		await startN8nWith({});
	});

	afterAll(async () => {
		await n8n?.stop();
		await proxy?.stop();
		await registry?.stop();
	});

	it('installs the package by name from the registry, with its six nodes', async () => {
		const result = await client.rest<InstalledPackage>('POST', '/community-packages', {
			name: packageName,
		});
		expect(result.packageName).toBe(packageName);
		expect(result.installedVersion).toBe(context.packed.version);
		expect(result.installedNodes.map(({ name }) => name).sort()).toEqual(nodeNames);
		expect((await client.types('nodes')).map(({ name }) => name)).toContain(
			`${packageName}.messageTemplates`,
		);
	});

	it('runs a workflow with its nodes against the service', async () => {
		const credential = await ensureSandboxCredential(client, {
			url: context.sandboxUrl,
			apiKey: context.sandboxApiKey,
		});
		({ id: workflowId } = await importWorkflow(
			client,
			bindCredential(welcomeWorkflow(), credential),
		));
		const run = await runWorkflow();
		expect(run.status).toBe('success');
		expect(outputItems(run, 'Welcome email').map(({ json }) => json.id)).toEqual(['tem_welcome']);
	});

	it('offers the newer release once it is published, updates to it, and the workflow still runs', async () => {
		await registry.publish(repackAs(context.packed, newerVersion, join(folder, 'newer')));
		expect(await installed()).toEqual([
			expect.objectContaining({
				installedVersion: context.packed.version,
				updateAvailable: newerVersion,
			}),
		]);
		const updated = await client.rest<InstalledPackage>('PATCH', '/community-packages', {
			name: packageName,
		});
		expect(updated.installedVersion).toBe(newerVersion);
		const run = await runWorkflow();
		expect(run.status).toBe('success');
		expect(outputItems(run, 'Welcome email').map(({ json }) => json.id)).toEqual(['tem_welcome']);
	});

	// What n8n 3 makes the default: only packages verified by n8n install or, in n8n 3, load.
	describe('then with N8N_UNVERIFIED_PACKAGES_ENABLED=false', () => {
		beforeAll(async () => {
			await n8n.stop();
			await startN8nWith({ N8N_UNVERIFIED_PACKAGES_ENABLED: 'false' });
		});

		it('tells the editor that unverified packages are off, and still loads and runs the installed release', async () => {
			const settings = await client.rest<{ unverifiedCommunityNodesEnabled: boolean }>(
				'GET',
				'/settings',
			);
			expect(settings.unverifiedCommunityNodesEnabled).toBe(false);
			expect(await installed()).toEqual([
				expect.objectContaining({ installedVersion: newerVersion }),
			]);
			const run = await runWorkflow();
			expect(run.status).toBe('success');
			expect(outputItems(run, 'Welcome email').map(({ json }) => json.id)).toEqual(['tem_welcome']);
		});

		it('refuses to change its release: unverified packages are forbidden', async () => {
			await expect(
				client.rest('PATCH', '/community-packages', {
					name: packageName,
					version: context.packed.version,
				}),
			).rejects.toThrow('Installation of unverified community packages is forbidden!');
		});

		it('uninstalls it, after which the node list lacks its nodes and running the workflow names the node it misses', async () => {
			await client.rest('DELETE', `/community-packages?name=${packageName}`);
			expect(await installed()).toEqual([]);
			const types = (await client.types('nodes')).map(({ name }) => name);
			expect(types.filter((name) => name.startsWith(`${packageName}.`))).toEqual([]);
			await expect(runWorkflow()).rejects.toThrow(
				`Unrecognized node type: ${packageName}.messageTemplates`,
			);
		});

		it('refuses to install it again: unverified packages are forbidden', async () => {
			await expect(
				client.rest('POST', '/community-packages', { name: packageName }),
			).rejects.toThrow('Installation of unverified community packages is forbidden!');
		});
	});

	// Why the test reaches the registry through a proxy rather than by naming it.
	describe('then with N8N_COMMUNITY_PACKAGES_REGISTRY naming the local registry', () => {
		beforeAll(async () => {
			await n8n.stop();
			await startN8nWith({ N8N_COMMUNITY_PACKAGES_REGISTRY: registry.url });
		});

		it("refuses to install from it without n8n's enterprise licence", async () => {
			await expect(
				client.rest('POST', '/community-packages', { name: packageName }),
			).rejects.toThrow('Your license does not allow for feat:communityNodes:customRegistry');
		});
	});
});
