import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { installedPackageFolder, packageName } from '../communityPackage';

export interface PackageFingerprint {
	version: string;
	/** A digest of every installed file: two builds of one version differ here. */
	digest: string;
}

function filesUnder(folder: string): string[] {
	return readdirSync(folder, { withFileTypes: true, recursive: true })
		.filter((entry) => entry.isFile())
		.map((entry) => join(entry.parentPath, entry.name))
		.sort();
}

/** The package installed in an n8n user folder, or undefined when there is none. */
export function installedPackage(userFolder: string): PackageFingerprint | undefined {
	const folder = installedPackageFolder(userFolder);
	const manifest = join(folder, 'package.json');
	if (!existsSync(manifest)) return undefined;
	const hash = createHash('sha256');
	for (const file of filesUnder(folder))
		hash.update(relative(folder, file)).update('\0').update(readFileSync(file));
	return {
		version: (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version,
		digest: hash.digest('hex'),
	};
}

/**
 * A worker without the package, or with another build of it, would start without a word and fail
 * every execution of our nodes it takes ("Unrecognized node type"), after the trigger on main has
 * already moved past the events those executions carry. So a worker is only started when its user
 * folder holds exactly the package main runs.
 */
export function assertSamePackage(
	worker: string,
	workerFolder: string,
	expected: PackageFingerprint,
): void {
	const found = installedPackage(workerFolder);
	const place = installedPackageFolder(workerFolder);
	if (!found) {
		throw new Error(
			`${worker} not started: ${place} is missing. Every worker needs ${packageName}@${expected.version}, as main has it; install it there first (docs/queue-mode.md, "Install the package on every worker").`,
		);
	}
	if (found.version !== expected.version || found.digest !== expected.digest) {
		const what =
			found.version === expected.version
				? `another build of ${found.version}`
				: `version ${found.version}`;
		throw new Error(
			`${worker} not started: ${place} holds ${what}, main runs ${packageName}@${expected.version}. Install the same tarball on every worker (docs/queue-mode.md, "Install the package on every worker").`,
		);
	}
}
