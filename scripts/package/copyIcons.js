// tsc compiles the TypeScript; n8n also needs each node's icons and codex file beside the compiled
// code in dist/. A plain copy: gulp's command line, used before, kept a cache of V8's flags in the
// system's temporary folder whenever the home folder had no .cache folder.
const { cpSync, readdirSync } = require('node:fs');
const { join } = require('node:path');

const root = join(__dirname, '..', '..');
const copied = /\.svg$|\.node\.json$/;

for (const folder of ['nodes', 'credentials']) {
	for (const file of readdirSync(join(root, folder), { recursive: true })) {
		if (copied.test(file)) cpSync(join(root, folder, file), join(root, 'dist', folder, file));
	}
}
