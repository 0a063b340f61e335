/**
 * `npm run route`: a poll of the Message Drafts Trigger followed call by call: its lines, the files
 * it enters, and how often it returns to a file it had left (see callRoute.ts). `-- FILE NAME`
 * follows another function (`Class.method` for a method); `--root DIR` reads another checkout.
 */
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';

import { routeOf } from './callRoute';

const { values, positionals } = parseArgs({
	options: { root: { type: 'string' } },
	allowPositionals: true,
});
const [
	file = 'nodes/MessageDraftsTrigger/MessageDraftsTrigger.node.ts',
	name = 'MessageDraftsTrigger.poll',
] = positionals;
const route = routeOf(resolve(values.root ?? resolve(__dirname, '../..')), file, name);
route.stays.forEach((stay, index) => console.log(`${String(index + 1).padStart(3)}  ${stay}`));
console.log(
	`${name}: ${route.lines} lines; ${route.files.length} files entered, ${route.returns} returns ` +
		`to a file left before (${route.stays.length} stays).`,
);
