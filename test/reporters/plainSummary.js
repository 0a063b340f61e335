/**
 * Ends a jest run with the plain "N passed, N failed" line that CI reads. It is written as the
 * process exits, so that it comes after jest's own summary.
 */
class PlainSummaryReporter {
	onRunComplete(_contexts, results) {
		const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
		const line = `jest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped`;
		process.once('exit', () => process.stderr.write(`\n${line}\n`));
	}
}

module.exports = PlainSummaryReporter;
