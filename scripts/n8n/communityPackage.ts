import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prebuiltPackage } from '../e2e/packed';
import { buildAndPack, type Packed } from '../package/buildAndPack';
import { repoRoot } from './paths';

export const packageName = (
	JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { name: string }
).name;

/** The folder n8n loads community packages from, inside its user folder. */
export function communityNodesFolder(userFolder: string): string {
	return join(userFolder, '.n8n', 'nodes');
}

/** Where the package sits once installed in a user folder. */
export function installedPackageFolder(userFolder: string): string {
	return join(communityNodesFolder(userFolder), 'node_modules', packageName);
}

/**
 * Builds the package and installs the packed tarball the way Settings → Community Nodes does: the
 * published files only, unpacked under `.n8n/nodes/node_modules`, so n8n loads what users would get.
 */
export interface InstalledPackage {
	name: string;
	version: string;
	/** Nodes that package.json lists but the build did not produce (while they are being written). */
	missingNodes: string[];
}

/**
 * n8n refuses a whole package when one listed file is missing; leaving the unbuilt nodes out of the
 * installed copy lets the rest load while the package is still being written.
 */
function dropUnbuiltNodes(target: string): string[] {
	const manifestFile = join(target, 'package.json');
	const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as { n8n: { nodes: string[] } };
	const missing = manifest.n8n.nodes.filter((path) => !existsSync(join(target, path)));
	if (missing.length > 0) {
		manifest.n8n.nodes = manifest.n8n.nodes.filter((path) => !missing.includes(path));
		writeFileSync(manifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
	}
	return missing;
}

export function installPackageIntoN8n(userFolder: string): InstalledPackage {
	return installPackageIntoN8nFolders([userFolder]);
}

/** Unpacks a packed tarball into each user folder; the nodes package.json lists but the build lacks. */
export function installTarballIntoN8n(packed: Packed, userFolders: string[]): string[] {
	let missingNodes: string[] = [];
	for (const userFolder of userFolders) {
		const nodesFolder = communityNodesFolder(userFolder);
		const target = installedPackageFolder(userFolder);
		rmSync(target, { recursive: true, force: true });
		mkdirSync(target, { recursive: true });
		execFileSync('tar', ['-xzf', packed.tarball, '--strip-components=1', '-C', target]);
		writeFileSync(
			join(nodesFolder, 'package.json'),
			`${JSON.stringify({ name: 'installed-nodes', private: true, dependencies: { [packageName]: packed.version } }, null, '\t')}\n`,
		);
		missingNodes = dropUnbuiltNodes(target);
	}
	return missingNodes;
}

/**
 * One build and one tarball for several user folders (queue mode: main and every worker); the
 * tarball the end-to-end stages share, when they run together (scripts/e2e/stages.ts).
 */
export function installPackageIntoN8nFolders(userFolders: string[]): InstalledPackage {
	const prebuilt = prebuiltPackage();
	if (prebuilt)
		return {
			name: packageName,
			version: prebuilt.version,
			missingNodes: installTarballIntoN8n(prebuilt, userFolders),
		};
	const packDir = mkdtempSync(join(tmpdir(), 'n8n-nodes-pack-'));
	try {
		const packed = buildAndPack(packDir);
		return {
			name: packageName,
			version: packed.version,
			missingNodes: installTarballIntoN8n(packed, userFolders),
		};
	} finally {
		rmSync(packDir, { recursive: true, force: true });
	}
}
