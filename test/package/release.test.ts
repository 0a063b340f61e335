import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { releaseChangelog, unreleasedNotes } from '../../scripts/release/changelog';

const changelog = `# Changelog

Intro.

## Unreleased

### Added

- Something new.

## 0.1.0 - 2026-11-21

### Added

- The first nodes.
`;

describe('releasing the changelog', () => {
	it("moves the Unreleased section's notes under the version and today's date, leaving it empty", () => {
		expect(releaseChangelog(changelog, '0.2.0', '2026-12-01')).toBe(`# Changelog

Intro.

## Unreleased

## 0.2.0 - 2026-12-01

### Added

- Something new.

## 0.1.0 - 2026-11-21

### Added

- The first nodes.
`);
	});

	it('refuses a release with nothing to say, or a version already there', () => {
		const released = releaseChangelog(changelog, '0.2.0', '2026-12-01');
		expect(unreleasedNotes(released)).toBe('');
		expect(() => releaseChangelog(released, '0.3.0', '2026-12-02')).toThrow(
			'Unreleased section is empty',
		);
		expect(() => releaseChangelog(changelog, '0.1.0', '2026-12-02')).toThrow(
			'already has a section for 0.1.0',
		);
		expect(() => releaseChangelog('# Changelog\n', '0.2.0', '2026-12-02')).toThrow(
			'no "## Unreleased" section',
		);
	});

	it("finds the project's own unreleased notes above 0.1.0", () => {
		const notes = unreleasedNotes(readFileSync(join(__dirname, '../../CHANGELOG.md'), 'utf8'));
		expect(notes).toMatch(/^### Added/);
		expect(notes).not.toContain('## 0.1.0');
	});
});
