// tsc compiles the TypeScript; n8n also needs each node's icons and codex file beside the
// compiled code in dist/.
const { src, dest } = require('gulp');

function copyIconsAndCodex() {
	return src(['nodes/**/*.svg', 'nodes/**/*.node.json', 'credentials/**/*.svg'], {
		base: '.',
		encoding: false,
	}).pipe(dest('dist'));
}

exports['build:icons'] = copyIconsAndCodex;

// `npm run build` runs this file with node rather than through gulp's command line, which keeps a
// cache of V8's flags in the system's temporary folder on a machine whose home has no .cache folder.
if (require.main === module) {
	copyIconsAndCodex().on('error', (error) => {
		console.error(error.message);
		process.exitCode = 1;
	});
}
