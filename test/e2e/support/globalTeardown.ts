import { describeViolation } from '../../../sandbox/contract';
import { removeRunFolder } from '../../harness/temporaryFolder';
import { running } from './running';

export default async function globalTeardown(): Promise<void> {
	const report = running.sandbox?.contract?.report();
	await running.n8n?.stop();
	await running.sandbox?.close();
	removeRunFolder();
	// The end-to-end tests cannot say which violation they meant: any one fails the run.
	if (report && (report.violations.length > 0 || report.dropped > 0)) {
		const lines = report.violations.map((violation) => `  ${describeViolation(violation)}`);
		if (report.dropped > 0)
			lines.push(`  … and ${report.dropped} more that the sandbox did not keep`);
		throw new Error(
			`${report.violations.length + report.dropped} contract violation(s) in ${report.requests} exchanges between n8n and the sandbox:\n${lines.join('\n')}`,
		);
	}
}
