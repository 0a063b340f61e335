/**
 * The one way `npm start` and `npm run start:queue` end: on Ctrl-C, SIGTERM or a failure, they stop
 * what they started once, in the order `stopAll` gives, and exit with the code given.
 */
export function stopOnSignals(announce: string, stopAll: () => Promise<void>) {
	let stopping = false;
	const stop = async (code: number) => {
		if (stopping) return;
		stopping = true;
		console.log(`\n${announce}`);
		await stopAll();
		process.exit(code);
	};
	process.on('SIGINT', () => void stop(0));
	process.on('SIGTERM', () => void stop(0));
	return { stop, isStopping: () => stopping };
}
