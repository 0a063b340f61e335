/** CHANGELOG.md in the Keep a Changelog form: releasing moves the Unreleased section under a version. */

const UNRELEASED = /^## Unreleased[ \t]*$/m;

/** The text between `## Unreleased` and the next version's heading, trimmed. */
export function unreleasedNotes(changelog: string): string {
	const start = changelog.search(UNRELEASED);
	if (start < 0) throw new Error('CHANGELOG.md has no "## Unreleased" section.');
	const body = changelog.slice(start).replace(UNRELEASED, '');
	const next = body.search(/^## /m);
	return (next < 0 ? body : body.slice(0, next)).trim();
}

/** The changelog with an empty Unreleased section and its notes under `## <version> - <date>`. */
export function releaseChangelog(changelog: string, version: string, date: string): string {
	const notes = unreleasedNotes(changelog);
	if (!notes)
		throw new Error(
			"CHANGELOG.md's Unreleased section is empty: write what the release changes first.",
		);
	if (new RegExp(`^## \\[?${version.replace(/\./g, '\\.')}\\]?[ \\t]`, 'm').test(changelog)) {
		throw new Error(`CHANGELOG.md already has a section for ${version}.`);
	}
	const start = changelog.search(UNRELEASED);
	const before = changelog.slice(0, start);
	const after = changelog
		.slice(start)
		.replace(UNRELEASED, '')
		.trimStart()
		.slice(notes.length)
		.trimStart();
	return `${before}## Unreleased\n\n## ${version} - ${date}\n\n${notes}\n${after ? `\n${after}` : ''}`;
}
