/**
 * The n8n releases this project runs (`npm start`, the end-to-end stage) and what each one needs.
 * The one place where releases differ: everything else reads its release's row here.
 */
export interface N8nRelease {
	/**
	 * npm overrides for the install folder's own package.json, with the reason for each: without them
	 * npm picks releases that the registry used here does not serve, and the whole install fails.
	 */
	overrides: Record<string, unknown>;
	overrideReasons: string[];
	/** n8n modules this release has and that the offline setup switches off (unknown names stop n8n). */
	disabledModules: string[];
	/** Creates its owner from `N8N_INSTANCE_OWNER_*`; otherwise the owner is set up over REST. */
	ownerFromEnvironment: boolean;
	/** Where to ask whether the REST API is up: 1.x answers `/healthz/readiness` before its routes exist. */
	readinessPath: string;
	/**
	 * What n8n's durable scheduler offers poll triggers (scripts/n8n/schedulers.ts): nothing before
	 * 2.33; from 2.33 to 2.35 it runs them without durable cursors, so a poll run twice fires its
	 * drafts twice and the trigger's exactly-once needs the in-memory scheduler; durable cursors from 2.36.
	 */
	durableScheduler: 'none' | 'withoutCursors' | 'withCursors';
}

export const n8nReleases = {
	'2.41.1': {
		overrides: {
			linkedom: '0.18.13',
			langchain: {
				'@langchain/langgraph': {
					'.': '1.4.18',
					'@langchain/langgraph-sdk': '1.12.4',
				},
			},
		},
		overrideReasons: [
			'Without these overrides npm resolves three packages to releases that the npm registry used by this project does not serve, and the whole install fails; the pinned releases install and run n8n 2.41.1 (checked on this kind of machine):',
			'linkedom 0.18.13: the lowest release n8n accepts (^0.18.13); it parses HTML for the HTML and Markdown nodes.',
			'@langchain/langgraph 1.4.18, only where langchain asks for it: the release whose own dependencies all resolve here.',
			'@langchain/langgraph-sdk 1.12.4, inside that langgraph: the SDK release that langgraph 1.4.18 works with.',
		],
		disabledModules: ['mcp-registry'],
		ownerFromEnvironment: true,
		readinessPath: '/healthz/readiness',
		durableScheduler: 'withCursors',
	},
	'2.0.3': {
		overrides: { xlsx: '0.18.5' },
		overrideReasons: [
			'n8n 2.0.3 pins xlsx (SheetJS) to release 0.20.2 at a tarball address outside the npm registry used by this project, as 1.123.81 does, and the whole install fails; 0.18.5 is the newest SheetJS release on the registry. Only the spreadsheet nodes use it, and no test here does.',
		],
		disabledModules: [],
		ownerFromEnvironment: false,
		readinessPath: '/rest/settings',
		durableScheduler: 'none',
	},
	'2.35.2': {
		overrides: { xlsx: '0.18.5' },
		overrideReasons: [
			'n8n 2.35.2 pins xlsx (SheetJS) to release 0.20.2 at a tarball address outside the npm registry used by this project, as 1.123.81 does, and the whole install fails; 0.18.5 is the newest SheetJS release on the registry. Only the spreadsheet nodes use it, and no test here does.',
		],
		disabledModules: ['mcp-registry'],
		ownerFromEnvironment: true,
		readinessPath: '/healthz/readiness',
		durableScheduler: 'withoutCursors',
	},
	'1.123.81': {
		overrides: { xlsx: '0.18.5' },
		overrideReasons: [
			'n8n 1.123.81 pins xlsx (SheetJS) to release 0.20.2 at a tarball address outside the npm registry used by this project, and the whole install fails; 0.18.5 is the newest SheetJS release on the registry. Only the spreadsheet nodes use it, and no test here does.',
		],
		disabledModules: [],
		ownerFromEnvironment: false,
		readinessPath: '/rest/settings',
		durableScheduler: 'none',
	},
} satisfies Record<string, N8nRelease>;

export type N8nVersion = keyof typeof n8nReleases;

/** The newest release that installs from this registry: the one the whole end-to-end stage runs. */
export const pinnedN8nVersion: N8nVersion = '2.41.1';

/** The oldest release the package supports (the last 1.x): the end-to-end core set runs on it too. */
export const oldestN8nVersion: N8nVersion = '1.123.81';

/**
 * Releases between the two that the end-to-end core set runs on as well: the first 2.x, and the
 * last release before n8n's rule for the error output changed (2.35.3; 2.34.6 and 2.36.0 too).
 */
export const middleN8nVersions: N8nVersion[] = ['2.0.3', '2.35.2'];

/** The variable that picks the release for `npm start` and the end-to-end stage. */
export const n8nVersionVariable = 'N8N_VERSION';

/** Names that stay right when the pins move. */
const aliases: Record<string, N8nVersion> = { pinned: pinnedN8nVersion, oldest: oldestN8nVersion };

function isKnown(version: string): version is N8nVersion {
	return Object.hasOwn(n8nReleases, version);
}

/**
 * The release named in `N8N_VERSION` (a version, `pinned` or `oldest`), or the pinned one; an
 * unknown one is refused with the choices.
 */
export function selectedN8nVersion(env: NodeJS.ProcessEnv = process.env): N8nVersion {
	const asked = env[n8nVersionVariable];
	if (!asked) return pinnedN8nVersion;
	if (Object.hasOwn(aliases, asked)) return aliases[asked];
	if (isKnown(asked)) return asked;
	throw new Error(
		`${n8nVersionVariable}=${asked} is not a release this project knows how to install. Use one of ${[...Object.keys(n8nReleases), ...Object.keys(aliases)].join(', ')}, or add a row for it to scripts/n8n/releases.ts.`,
	);
}

export function n8nRelease(version: N8nVersion): N8nRelease {
	return n8nReleases[version];
}
