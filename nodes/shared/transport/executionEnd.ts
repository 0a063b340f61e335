/**
 * What an execution's context offers for its end; absent in the editor's lists and the trigger's
 * polls.
 */
export interface ExecutionContext {
	getExecutionCancelSignal?(): AbortSignal | undefined;
	onExecutionFinish?(handler: () => unknown): void;
	getExecutionId?(): string;
}

/** Executions that have sent requests and not yet ended, by id. */
const running = new Map<string, AbortController>();

/**
 * Fires once the execution a request belongs to is over: nothing of it is sent any more. n8n hands
 * a node its cancel signal when it runs the node's own `execute`, but runs declarative nodes
 * without it (2.41 leaves it out of their context); the end of the execution, which n8n announces
 * to every node when it is cancelled as when it finishes, stands in for it. Undefined where there
 * is no execution (the editor's lists, the trigger's polls).
 */
export function executionEnd(context: ExecutionContext): AbortSignal | undefined {
	const given = context.getExecutionCancelSignal?.();
	if (given) return given;
	if (
		typeof context.onExecutionFinish !== 'function' ||
		typeof context.getExecutionId !== 'function'
	)
		return undefined;
	const id = context.getExecutionId();
	if (!id) return undefined;
	let controller = running.get(id);
	if (!controller) {
		const ended = new AbortController();
		running.set(id, ended);
		context.onExecutionFinish(() => {
			ended.abort();
			running.delete(id);
		});
		controller = ended;
	}
	return controller.signal;
}
