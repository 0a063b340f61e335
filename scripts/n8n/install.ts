import { copyFileSync, existsSync, mkdirSync, readFileSync, renameSync } from 'node:fs';
import { delimiter, dirname, join } from 'node:path';
import { ensureCachedInstall, isInstalled, type CachedInstall } from './cachedInstall';
import { installManifest } from './installManifest';
import { cacheRoot, n8nInstall, nodeRuntimeVersion } from './paths';
import { selectedN8nVersion, type N8nVersion } from './releases';

function cachedInstall(version: N8nVersion): CachedInstall {
	const { installDir, n8nEntry, nodeRuntime } = n8nInstall(version);
	return {
		folder: installDir,
		manifest: installManifest(version),
		expected: [n8nEntry, nodeRuntime],
	};
}

export function isN8nInstalled(version: N8nVersion): boolean {
	return isInstalled(cachedInstall(version));
}

const sqliteBinary = join('node_modules', 'sqlite3', 'build', 'Release', 'node_sqlite3.node');

/** The builds of sqlite3 under way in this process, by the file each leaves in the cache. */
const sqliteBuilds = new Map<string, Promise<void>>();

/**
 * sqlite3 is the one module that compiles (a core for a minute and a half, more on a busy machine),
 * and the releases here share its version: it is built once for its version and Node's, kept in the
 * cache, and copied into the other installs, which wait for a build under way beside them.
 */
async function withSqlite3(installDir: string, build: () => Promise<void>): Promise<void> {
	const { version } = JSON.parse(
		readFileSync(join(installDir, 'node_modules', 'sqlite3', 'package.json'), 'utf8'),
	) as { version: string };
	const kept = join(cacheRoot, 'native', `sqlite3-${version}-node-${nodeRuntimeVersion}.node`);
	const target = join(installDir, sqliteBinary);
	if (!existsSync(kept)) {
		let building = sqliteBuilds.get(kept);
		if (!building) {
			building = (async () => {
				await build();
				mkdirSync(dirname(kept), { recursive: true });
				// Whole or not at all, for another clone's install reading or writing it meanwhile.
				const partial = `${kept}.${process.pid}.partial`;
				copyFileSync(target, partial);
				renameSync(partial, kept);
			})();
			sqliteBuilds.set(kept, building);
		}
		await building;
	}
	mkdirSync(dirname(target), { recursive: true });
	copyFileSync(kept, target);
}

/** Installs one n8n release once into the user's cache folder, in a folder of its own. */
export async function ensureN8nInstalled(
	version: N8nVersion,
	report: (line: string) => void = () => {},
): Promise<void> {
	if (isN8nInstalled(version)) return;
	const { installDir, nodeRuntimeBinDir, nodeRuntimeHeaders } = n8nInstall(version);
	const started = Date.now();
	report(
		`Installing n8n ${version} into ${installDir} (once per machine, about 4 minutes; log: ${join(installDir, 'install.log')})`,
	);
	// A dependency's install script (Kafka's native client) downloads from the internet, which fails
	// here and rolls back the whole install; so the install runs without scripts, and the two native
	// modules n8n needs are built afterwards.
	await ensureCachedInstall(cachedInstall(version), [
		// The Node 24 runtime package fetches its platform binary from the registry in a preinstall script.
		async (npm) => await npm(['rebuild', 'node', '--ignore-scripts=false']),
		// Built for Node 24's ABI: its binary first on PATH, its headers instead of the machine's Node 20 ones.
		async (npm) => {
			const forNode24 = {
				...process.env,
				PATH: `${nodeRuntimeBinDir}${delimiter}${process.env.PATH ?? ''}`,
				npm_config_nodedir: nodeRuntimeHeaders,
			};
			await npm(['rebuild', 'isolated-vm', '--ignore-scripts=false'], forNode24);
			await withSqlite3(
				installDir,
				async () => await npm(['rebuild', 'sqlite3', '--ignore-scripts=false'], forNode24),
			);
		},
	]);
	report(`n8n ${version} installed in ${Math.round((Date.now() - started) / 1000)} s`);
}

if (require.main === module) {
	ensureN8nInstalled(selectedN8nVersion(), (line) => console.log(line)).catch((error: Error) => {
		console.error(error.message);
		process.exit(1);
	});
}
