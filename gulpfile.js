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
