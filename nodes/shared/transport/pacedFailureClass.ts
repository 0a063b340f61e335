import type { Failure, INode } from 'n8n-workflow';

import type { RequestFailure } from './failure';
import { failureClass } from './failureClass';
import { pacerOf } from './pacing';

/**
 * The class of a failed request the node sent (failureClass), with the end of its credential's
 * rate-limit window as the pacer knows it: the one place where an error reads the pacer.
 */
export function pacedFailureClass(node: INode, failure: RequestFailure): Failure {
	return failureClass(failure, pacerOf(node).windowOverAt);
}
