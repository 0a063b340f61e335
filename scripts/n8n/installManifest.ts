import { n8nVersion, nodeRuntimeVersion } from './paths';

/**
 * The package.json of the cached n8n install folder. The overrides live here and never in the
 * project's own package.json: n8n's community-package rules forbid `overrides` in a published
 * package, and they only concern this one application install.
 */
export function installManifest() {
	return {
		name: 'n8n-nodes-message-templates-n8n-app',
		private: true,
		description: `n8n ${n8nVersion} on Node ${nodeRuntimeVersion}, for npm start and the end-to-end tests of n8n-nodes-message-templates`,
		dependencies: {
			n8n: n8nVersion,
			node: nodeRuntimeVersion,
		},
		'//': [
			'Without these overrides npm resolves three packages to releases that the npm registry used by this project does not serve, and the whole install fails; the pinned releases install and run n8n 2.41.1 (checked on this kind of machine):',
			'linkedom 0.18.13: the lowest release n8n accepts (^0.18.13); it parses HTML for the HTML and Markdown nodes.',
			'@langchain/langgraph 1.4.18, only where langchain asks for it: the release whose own dependencies all resolve here.',
			'@langchain/langgraph-sdk 1.12.4, inside that langgraph: the SDK release that langgraph 1.4.18 works with.',
		],
		overrides: {
			linkedom: '0.18.13',
			langchain: {
				'@langchain/langgraph': {
					'.': '1.4.18',
					'@langchain/langgraph-sdk': '1.12.4',
				},
			},
		},
	};
}
