import type { IDataObject, IPollFunctions } from 'n8n-workflow';
import { NodeOperationError, sleep } from 'n8n-workflow';

import { CREDENTIAL_NAME } from '../../shared/credential';
import { type ListPage, isListPage } from '../../shared/routing/records';
import { type RequestFailure, readFailure } from '../../shared/transport/failure';
import { serviceError } from '../../shared/transport/serviceError';

/**
 * A server error or a dropped connection is tried again, quickly and a few times at most, so a
 * passing hiccup does not turn into a failed execution. A 429 is not: the account's allowance is
 * spent, the wait it asks for can outlast the poll, and the next poll catches up anyway.
 */
const MAX_ATTEMPTS = 3;
const BASE_DELAY_MS = 200;

export interface PollClient {
	get<T>(path: string, qs?: IDataObject): Promise<T>;
	/** Every record of a cursor-paged list: ⌈records/25⌉ requests. */
	list(path: string, qs?: IDataObject): Promise<IDataObject[]>;
}

export interface PollDeadline {
	/** Epoch milliseconds after which no request may still be running. */
	at: number;
	budgetMs: number;
}

function transient(failure: RequestFailure): boolean {
	return failure.status === undefined || failure.status >= 500;
}

/** n8n 2.38+ tells a poll how long it may run; older versions do not, and set no limit. */
export function pollDeadline(context: IPollFunctions, startedAt: number): PollDeadline | undefined {
	const budget = (context as Partial<IPollFunctions>).getPollBudgetMs;
	if (typeof budget !== 'function') return undefined;
	const budgetMs = budget.call(context);
	if (!Number.isFinite(budgetMs) || budgetMs <= 0) return undefined;
	// Keep a tenth (at most two seconds) for building the items and handing them to n8n.
	return { at: startedAt + budgetMs - Math.min(budgetMs / 10, 2000), budgetMs };
}

function budgetError(context: IPollFunctions, deadline: PollDeadline): NodeOperationError {
	return new NodeOperationError(
		context.getNode(),
		`The poll ran out of time: n8n gives it ${Math.round(deadline.budgetMs)} ms and reading the lists took longer.`,
		{
			description:
				'Nothing was emitted and nothing was saved, so the next poll picks up every change. If this keeps happening, watch fewer channels or a single template so that each poll reads fewer pages.',
		},
	);
}

/** GET requests of one poll, within its time budget, with the shared layer's error messages. */
export function createPollClient(
	context: IPollFunctions,
	baseUrl: string,
	deadline: PollDeadline | undefined,
): PollClient {
	const node = context.getNode();
	const remainingMs = () => (deadline ? deadline.at - Date.now() : undefined);
	const checkBudget = () => {
		if (deadline && deadline.at <= Date.now()) throw budgetError(context, deadline);
	};

	async function get<T>(path: string, qs: IDataObject = {}): Promise<T> {
		for (let attempt = 1; ; attempt++) {
			checkBudget();
			const remaining = remainingMs();
			try {
				return (await context.helpers.httpRequestWithAuthentication.call(context, CREDENTIAL_NAME, {
					method: 'GET',
					url: `${baseUrl}${path}`,
					qs,
					json: true,
					// A request still running when the budget ends would outlive the poll.
					timeout: remaining === undefined ? undefined : Math.ceil(remaining),
				})) as T;
			} catch (error) {
				const failure = readFailure(error);
				// Not a failed request (a credential problem, say): nothing to retry or translate.
				if (failure.status === undefined && failure.networkCode === undefined) {
					throw new NodeOperationError(node, error instanceof Error ? error : new Error(String(error)));
				}
				checkBudget();
				const left = remainingMs();
				const delay = BASE_DELAY_MS * 2 ** (attempt - 1);
				if (attempt < MAX_ATTEMPTS && transient(failure) && (left === undefined || delay < left)) {
					await sleep(delay);
					continue;
				}
				throw serviceError(node, failure, { attempts: attempt });
			}
		}
	}

	return {
		get,
		async list(path, qs = {}) {
			const records: IDataObject[] = [];
			let cursor: string | undefined;
			do {
				const page = await get<ListPage>(path, cursor ? { ...qs, cursor } : qs);
				if (!isListPage(page)) {
					throw new NodeOperationError(node, `The service answered ${path} with something other than a list page.`, {
						description: 'Check that the Base URL in the Message Template Service API credential points at the service.',
					});
				}
				records.push(...page.data);
				cursor = page.cursor?.hasMore && page.cursor.next ? page.cursor.next : undefined;
			} while (cursor);
			return records;
		},
	};
}
