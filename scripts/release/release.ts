/**
 * `npm run release -- <version> [--dry-run]`: bumps the version, moves CHANGELOG.md's Unreleased
 * notes under it, packs into .tmp/release/, checks the tarball, and prints the tag to push (the
 * publish workflow publishes it). `--dry-run` writes neither the version nor the changelog, so
 * its tarball keeps the current version; the clone stays as it was.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { repoRoot } from '../n8n/paths';
import { releaseChangelog, unreleasedNotes } from './changelog';
import { checkTarball } from './checkTarball';
import { buildAndPack } from '../package/buildAndPack';

const changelogFile = join(repoRoot, 'CHANGELOG.md');

function git(...args: string[]): string {
	return execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();
}

/** x.y.z with an optional pre-release, and later than the current version. */
function checkVersion(version: string | undefined, current: string): string {
	if (!version)
		throw new Error(
			'Usage: npm run release -- <version> [--dry-run], for example npm run release -- 0.2.0',
		);
	const parse = (text: string) => /^(\d+)\.(\d+)\.(\d+)(?:-([0-9A-Za-z.-]+))?$/.exec(text);
	const [now, next] = [parse(current), parse(version)];
	if (!next) throw new Error(`${version} is not a version such as 0.2.0 or 1.0.0-beta.1.`);
	if (!now) throw new Error(`package.json's version ${current} is not a version such as 0.1.0.`);
	const step =
		[1, 2, 3].map((i) => Number(next[i]) - Number(now[i])).find((difference) => difference !== 0) ??
		0;
	// Same x.y.z: only from a pre-release to the release, or to a later pre-release.
	const later =
		step > 0 || (step === 0 && now[4] !== undefined && (next[4] === undefined || next[4] > now[4]));
	if (!later) throw new Error(`${version} is not later than the current version ${current}.`);
	if (git('tag', '--list', `v${version}`)) throw new Error(`The tag v${version} exists already.`);
	return version;
}

async function main(): Promise<void> {
	const { values, positionals } = parseArgs({
		options: { 'dry-run': { type: 'boolean' } },
		allowPositionals: true,
	});
	const dryRun = values['dry-run'] ?? false;
	const current = (
		JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')) as { version: string }
	).version;
	const version = checkVersion(positionals[0], current);
	const dirty = git('status', '--porcelain');
	if (dirty && !dryRun) throw new Error(`Commit or stash your changes first:\n${dirty}`);

	const today = new Date().toISOString().slice(0, 10);
	const original = readFileSync(changelogFile, 'utf8');
	const changelog = releaseChangelog(original, version, today);
	const notes = unreleasedNotes(original)
		.split(/^### /m)
		.filter(Boolean)
		.map((section) => `${section.split('\n')[0]} ${(section.match(/^- /gm) ?? []).length}`);
	console.log(
		`CHANGELOG.md: the Unreleased notes (${notes.join(', ')}) go under "## ${version} - ${today}".`,
	);
	if (dryRun) {
		console.log(`Dry run: package.json keeps ${current} and CHANGELOG.md stays as it is.`);
	} else {
		execFileSync('npm', ['version', version, '--no-git-tag-version'], {
			cwd: repoRoot,
			stdio: 'ignore',
		});
		writeFileSync(changelogFile, changelog);
		console.log(
			`package.json and package-lock.json: ${current} → ${version}; CHANGELOG.md written.`,
		);
	}

	const destination = join(repoRoot, '.tmp', 'release');
	mkdirSync(destination, { recursive: true });
	const packed = buildAndPack(destination);
	console.log(`Packed ${packed.tarball}`);
	try {
		for (const line of await checkTarball(packed, dryRun ? current : version))
			console.log(`  ok  ${line}`);
	} catch (error) {
		if (!dryRun)
			console.error(
				'Undo the bump with: git checkout -- package.json package-lock.json CHANGELOG.md',
			);
		throw error;
	}

	const tag = `v${version}`;
	if (dryRun) {
		console.log(
			`\nDry run passed. The release would be tagged ${tag}; nothing was written outside .tmp/ and dist/.`,
		);
		return;
	}
	console.log(
		`\nReady to release ${version}. Commit, tag and push; the publish workflow does the rest:\n`,
	);
	console.log(`  git commit -am "Release ${version}"`);
	console.log(`  git tag ${tag}`);
	console.log(`  git push origin HEAD ${tag}`);
}

main().catch((error: Error) => {
	console.error(error.message);
	process.exit(1);
});
