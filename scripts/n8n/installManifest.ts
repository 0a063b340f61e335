import { nodeRuntimeVersion } from './paths';
import { n8nRelease, type N8nVersion } from './releases';

/**
 * The package.json of a cached n8n install folder. The overrides live here and never in the
 * project's own package.json: n8n's community-package rules forbid `overrides` in a published
 * package, and they only concern this one application install.
 */
export function installManifest(version: N8nVersion) {
	const { overrides, overrideReasons } = n8nRelease(version);
	return {
		name: 'n8n-nodes-message-templates-n8n-app',
		private: true,
		description: `n8n ${version} on Node ${nodeRuntimeVersion}, for npm start and the end-to-end tests of n8n-nodes-message-templates`,
		dependencies: {
			n8n: version,
			node: nodeRuntimeVersion,
		},
		'//': overrideReasons,
		overrides,
	};
}
