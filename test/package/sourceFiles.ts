import { readdirSync } from 'node:fs';
import { join, posix } from 'node:path';

const root = join(__dirname, '../..');

/** The files below `folder` whose repository path `keep` accepts, as paths from the root. */
export function filesUnder(folder: string, keep: (path: string) => boolean): string[] {
	return readdirSync(join(root, folder), { withFileTypes: true }).flatMap((entry) => {
		const path = posix.join(folder, entry.name);
		if (entry.isDirectory()) return filesUnder(path, keep);
		return keep(path) ? [path] : [];
	});
}
