import type { Failure, INode } from 'n8n-workflow';

import type { RequestFailure } from './failure';
import { failureClass } from './failureClass';
import { pacerOf } from './pacing';

// The one place where an error reads the pacer.
export function pacedFailureClass(node: INode, failure: RequestFailure): Failure {
	return failureClass(failure, pacerOf(node).windowOverAt);
}
