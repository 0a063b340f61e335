// Absent in the editor's lists and the trigger's polls.
export interface ExecutionContext {
	getExecutionCancelSignal?(): AbortSignal | undefined;
	onExecutionFinish?(handler: () => unknown): void;
	getExecutionId?(): string;
}

const running = new Map<string, AbortController>();

// n8n 2.41 leaves the cancel signal out of a declarative node's context; the end of the execution,
// which n8n announces on cancel as on finish, stands in for it.
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
