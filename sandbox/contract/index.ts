/** The contract layer: the sandbox's exchanges checked against the vendor's OpenAPI document. */
export { ContractChecker, type ContractReport, type Exchange } from './checker';
export { defaultDocumentPath, documentExists } from './document';
export { checkFrameworkReply, registerContract } from './hooks';
export {
	describeViolation,
	matchesViolation,
	type Violation,
	type ViolationMatcher,
} from './violation';
