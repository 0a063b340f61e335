/**
 * The environment for a process a test starts to run n8n's lint plugin in: without jest's
 * NODE_ENV=test, under which the plugin reports what it does not otherwise.
 */
export function lintEnvironment(): NodeJS.ProcessEnv {
	const { NODE_ENV: _test, ...environment } = process.env;
	return environment;
}
