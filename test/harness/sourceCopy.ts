import { cpSync, readdirSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { temporaryFolder } from './temporaryFolder';

const root = join(__dirname, '../..');

/**
 * What the build reads: the project's files but its tests, with this clone's node_modules. A build
 * there has its own dist/, so tests reading this clone's dist/ are not disturbed.
 */
export function copyOfTheSources(): string {
	const copy = temporaryFolder('build-');
	const skipped = new Set([
		'node_modules',
		'dist',
		'test',
		'bench',
		'sandbox',
		'docs',
		'examples',
		'.git',
		'.tmp',
		'.n8n-home',
		'.queue',
		'.sandbox-data',
	]);
	for (const entry of readdirSync(root)) {
		if (!skipped.has(entry) && !entry.startsWith('.n8n-home-'))
			cpSync(join(root, entry), join(copy, entry), { recursive: true });
	}
	symlinkSync(join(root, 'node_modules'), join(copy, 'node_modules'));
	return copy;
}
