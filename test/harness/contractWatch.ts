/**
 * Holds a test file to the vendor's OpenAPI document: the sandbox's violations are read and cleared
 * after every test, and any that neither the test nor the file expects fails it. Both ways of
 * starting a sandbox in the tests (useSandbox, and openSandbox for the sandbox's own tests) use it.
 */
import { appendFileSync } from 'node:fs';
import { relative } from 'node:path';
import {
	type ContractChecker,
	describeViolation,
	matchesViolation,
	type Violation,
	type ViolationMatcher,
} from '../../sandbox/contract';

export class ContractWatch {
	private expected: ViolationMatcher[] = [];

	/** `allowed`: violations that every test of the file provokes on purpose (faults, fuzzing). */
	constructor(private readonly allowed: readonly ViolationMatcher[] = []) {}

	/** Violations that the current test provokes on purpose; they stop being expected after it. */
	expect(...matchers: ViolationMatcher[]): void {
		this.expected.push(...matchers);
	}

	/** After each test: what the test (and the hooks around it) caused. */
	afterTest(contract: ContractChecker | undefined): void {
		const allowed = [...this.allowed, ...this.expected];
		this.expected = [];
		failOnUnexpected(contract, allowed, 'this test');
	}

	/** Outside any test (requests made in beforeAll or afterAll hooks): only the file's allowances hold. */
	afterHooks(contract: ContractChecker | undefined): void {
		failOnUnexpected(contract, this.allowed, 'the hooks of this file');
	}

	/** When a sandbox closes, in a test or after the last one: what no check has read yet. */
	beforeClose(contract: ContractChecker | undefined): void {
		failOnUnexpected(
			contract,
			[...this.allowed, ...this.expected],
			'the test or hook that closes the sandbox',
		);
	}
}

/** Reads and clears the violations so far; throws, listing them, when some are not allowed. */
function failOnUnexpected(
	contract: ContractChecker | undefined,
	allowed: readonly ViolationMatcher[],
	who: string,
): void {
	if (!contract) return;
	const { violations, dropped } = contract.report();
	contract.clear();
	const isAllowed = (violation: Violation) =>
		allowed.some((matcher) => matchesViolation(violation, matcher));
	recordForReport(violations, isAllowed);
	const unexpected = violations.filter((violation) => !isAllowed(violation));
	if (unexpected.length === 0 && dropped === 0) return;
	const lines = unexpected.map((violation) => `  ${describeViolation(violation)}`);
	if (dropped > 0) lines.push(`  … and ${dropped} more that the sandbox did not keep`);
	throw new Error(
		`${unexpected.length + dropped} contract violation(s), exchanges that differ from the vendor's OpenAPI document, that ${who} does not expect ` +
			`(mark deliberate ones with expectViolations(...) in the test, or allowViolations for the whole file):\n${lines.join('\n')}`,
	);
}

/** `CONTRACT_REPORT=<file>`: every violation seen, expected or not, one JSON line each, for counting. */
function recordForReport(
	violations: readonly Violation[],
	isAllowed: (violation: Violation) => boolean,
): void {
	const file = process.env.CONTRACT_REPORT;
	if (!file || violations.length === 0) return;
	const { currentTestName, testPath } = expect.getState();
	const test = {
		file: testPath ? relative(process.cwd(), testPath) : undefined,
		test: currentTestName,
	};
	appendFileSync(
		file,
		violations
			.map(
				(violation) =>
					`${JSON.stringify({ ...violation, ...test, allowed: isAllowed(violation) })}\n`,
			)
			.join(''),
	);
}
