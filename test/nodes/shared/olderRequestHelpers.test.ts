import type { INode } from 'n8n-workflow';

import { readFailure } from '../../../nodes/shared/transport/failure';
import { requestPolicy, withRetries } from '../../../nodes/shared/transport/retry';

/**
 * n8n 1.x's request helper wraps a failed request in a NodeApiError of its own n8n-workflow, which
 * drops the request's error: only the status (as `httpCode`) and the answer's body (as
 * `context.data`) are left, its headers are not. Built here as n8n-workflow 1.120 leaves it (read
 * off one made from an axios error of a 404), so that the node reads the service's answer there too.
 */
function failedAsOnN8n1(status: number, body: object) {
	return Object.assign(new Error('The resource you are requesting could not be found'), {
		name: 'NodeApiError',
		httpCode: String(status),
		description: 'Not found here',
		context: { data: body },
		cause: undefined,
		errorResponse: undefined,
	});
}

const node: INode = {
	id: 'node',
	name: 'Message Templates',
	type: 'n8n-nodes-message-templates.messageTemplates',
	typeVersion: 1,
	position: [0, 0],
	parameters: {},
};

describe("a failed request as n8n 1.x's request helper reports it", () => {
	it("is read as the service's answer: its status and body", () => {
		const error = failedAsOnN8n1(429, { code: 'rate_limited', message: 'Slow down' });
		expect(readFailure(error)).toEqual({
			status: 429,
			body: { code: 'rate_limited', message: 'Slow down' },
		});
	});

	it("is tried again after a 429, and ends in the node's own error with the service's answer", async () => {
		let tries = 0;
		const failure = await withRetries(
			async () => {
				tries++;
				throw tries === 1
					? failedAsOnN8n1(429, { code: 'rate_limited' })
					: failedAsOnN8n1(404, { code: 'not_found', message: 'Not found' });
			},
			{
				node,
				policy: requestPolicy(false),
				failureContext: { ids: { templateId: 'tem_unknown' } },
			},
		).then(
			() => undefined,
			(error: unknown) => error as { httpCode?: string; errorResponse?: unknown; message: string },
		);
		expect(tries).toBe(2);
		expect(failure).toMatchObject({
			httpCode: '404',
			errorResponse: { code: 'not_found', message: 'Not found' },
		});
		expect(failure?.message).not.toBe('The resource you are requesting could not be found');
	});
});
