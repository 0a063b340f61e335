import type { IDataObject, IExecuteSingleFunctions, INode, INodeExecutionData } from 'n8n-workflow';
import { NodeConnectionTypes } from 'n8n-workflow';

export interface ToolOutputLimits {
	maxItems: number;
	maxCharacters: number;
}

// The Output for the Agent parameter shows these as its defaults.
export const DEFAULT_TOOL_OUTPUT_LIMITS: ToolOutputLimits = { maxItems: 50, maxCharacters: 20_000 };

// Room kept for the note that says what was left out.
const NOTE_ROOM = 500;

// n8n runs a node attached to an AI Agent or MCP Server Trigger as its tool variant: the same test
// n8n's `@tool` display option makes.
export function runsAsTool(node: INode): boolean {
	return node.type.endsWith('Tool');
}

// Under an AI Agent, n8n hands the model a failed tool's bare message; the error item keeps the
// description and ids. An MCP Server Trigger words a thrown error itself, so there it is thrown.
export function handsErrorsBack(node: INode): boolean {
	return node.rewireOutputLogTo === NodeConnectionTypes.AiTool && node.onError !== 'stopWorkflow';
}

export function toolOutputLimits(context: IExecuteSingleFunctions): ToolOutputLimits {
	const set = context.getNodeParameter('toolOutput', {}) as Partial<ToolOutputLimits>;
	return {
		maxItems: set.maxItems ?? DEFAULT_TOOL_OUTPUT_LIMITS.maxItems,
		maxCharacters: Math.max(
			set.maxCharacters ?? DEFAULT_TOOL_OUTPUT_LIMITS.maxCharacters,
			2 * NOTE_ROOM,
		),
	};
}

function plural(count: number, noun: string): string {
	return `${count.toLocaleString('en-US')} ${noun}${count === 1 ? '' : 's'}`;
}

// `narrow` says how this operation's request can be narrowed.
export function boundToolOutput(
	items: INodeExecutionData[],
	limits: ToolOutputLimits,
	narrow: string,
): INodeExecutionData[] {
	const budget = limits.maxCharacters - NOTE_ROOM;
	const kept: INodeExecutionData[] = [];
	let used = 2;
	for (const item of items) {
		const size = JSON.stringify(item.json).length + 1;
		if (kept.length === limits.maxItems || used + size > budget) break;
		kept.push(item);
		used += size;
	}
	if (kept.length === items.length) return items;
	const leftOut = items.length - kept.length;
	const pairedItem = items[0].pairedItem;
	if (kept.length === 0) {
		const text = JSON.stringify(items[0].json);
		const shown = text.slice(0, budget);
		const note =
			`Only the first ${plural(shown.length, 'character')} of ` +
			`${plural(text.length, 'character')} are ` +
			`shown${leftOut > 1 ? `, and ${plural(leftOut - 1, 'more item')} left out` : ''}. ` +
			`${narrow}`;
		return [{ json: { truncatedJson: shown, note }, pairedItem }];
	}
	const reason =
		kept.length === limits.maxItems
			? `at most ${plural(limits.maxItems, 'item')}`
			: `at most ${plural(limits.maxCharacters, 'character')}`;
	const note: IDataObject = {
		note:
			`${plural(leftOut, 'more item')} of ${plural(items.length, 'item')} left out: this ` +
			`tool returns ${reason}. ${narrow}`,
		itemsShown: kept.length,
		itemsLeftOut: leftOut,
	};
	return [...kept, { json: note, pairedItem }];
}
