/**
 * Ends a jest run with the plain "N passed, N failed" line that CI reads, under jest's own summary.
 */
class PlainSummaryReporter {
	onRunComplete(_contexts, results) {
		const { numPassedTests, numFailedTests, numPendingTests, numTodoTests } = results;
		process.stderr.write(
			`\njest: ${numPassedTests} passed, ${numFailedTests} failed, ${numPendingTests + numTodoTests} skipped\n`,
		);
	}
}

module.exports = PlainSummaryReporter;
