import type http from 'node:http';
import { json, useLocalServer } from '../../harness/localServer';

/** What the model says on one turn: tool calls (name and arguments), or its final answer. */
export type ModelTurn =
	{ toolCalls: Array<{ name: string; arguments: Record<string, unknown> }> } | { answer: string };

export interface ChatMessage {
	role: 'system' | 'user' | 'assistant' | 'tool';
	content: string | null;
	tool_calls?: Array<{ id: string; function: { name: string; arguments: string } }>;
	tool_call_id?: string;
}

export interface OfferedTool {
	type: 'function';
	function: {
		name: string;
		description: string;
		parameters: {
			properties: Record<string, { type: string; description?: string }>;
			required?: string[];
		};
	};
}

/** One chat-completions request as the model received it. */
export interface ModelRequest {
	messages: ChatMessage[];
	tools: OfferedTool[];
}

export const scriptedModelName = 'scripted-model';

/** Tool-call ids say which turn and call they were: `call_<turn>_<index>`. */
function toolCallsOf(
	turn: number,
	calls: Array<{ name: string; arguments: Record<string, unknown> }>,
) {
	return calls.map((call, index) => ({
		index,
		id: `call_${turn}_${index}`,
		type: 'function' as const,
		function: { name: call.name, arguments: JSON.stringify(call.arguments) },
	}));
}

/** The turn as OpenAI's chat completions words it, whole or as a stream of server-sent events. */
function reply(
	response: http.ServerResponse,
	turn: ModelTurn,
	turnIndex: number,
	stream: boolean,
): void {
	const message =
		'answer' in turn
			? { role: 'assistant', content: turn.answer }
			: { role: 'assistant', content: null, tool_calls: toolCallsOf(turnIndex, turn.toolCalls) };
	const finishReason = 'answer' in turn ? 'stop' : 'tool_calls';
	const envelope = {
		id: `chatcmpl-${turnIndex}`,
		created: 1_780_000_000,
		model: scriptedModelName,
	};
	const usage = { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 };
	if (!stream) {
		json(response, 200, {
			...envelope,
			object: 'chat.completion',
			choices: [{ index: 0, message, finish_reason: finishReason }],
			usage,
		});
		return;
	}
	const chunk = (choices: unknown[], extra: object = {}) =>
		`data: ${JSON.stringify({ ...envelope, object: 'chat.completion.chunk', choices, ...extra })}\n\n`;
	response.writeHead(200, { 'Content-Type': 'text/event-stream' });
	response.write(chunk([{ index: 0, delta: message, finish_reason: null }]));
	response.write(chunk([{ index: 0, delta: {}, finish_reason: finishReason }]));
	response.write(chunk([], { usage }));
	response.end('data: [DONE]\n\n');
}

/**
 * An OpenAI-compatible chat model that plays a written conversation, on a local port for the test
 * file: each chat-completions request is recorded (the messages and the tools offered) and answered
 * with the script's next turn. A request beyond the script is answered with an error the agent
 * reports, so an extra round shows in the test. n8n's OpenAI Chat Model reaches it through its
 * credential's Base URL (`url`).
 */
export function useScriptedModel(script: ModelTurn[]) {
	const server = useLocalServer();
	const requests: ModelRequest[] = [];

	beforeAll(() => {
		server.answer((request, response) => {
			if (request.method === 'GET' && request.url.endsWith('/models')) {
				json(response, 200, {
					object: 'list',
					data: [{ id: scriptedModelName, object: 'model', owned_by: 'test' }],
				});
				return;
			}
			if (request.method !== 'POST' || !request.url.endsWith('/chat/completions')) {
				json(response, 404, {
					error: { message: `The scripted model serves no ${request.method} ${request.url}` },
				});
				return;
			}
			const body = JSON.parse(request.body) as ModelRequest & { stream?: boolean };
			requests.push({ messages: body.messages, tools: body.tools ?? [] });
			const turnIndex = requests.length - 1;
			const turn = script[turnIndex];
			if (!turn) {
				json(response, 400, {
					error: {
						message: `The script has ${script.length} turns; request ${turnIndex + 1} is one too many`,
					},
				});
				return;
			}
			reply(response, turn, turnIndex, body.stream === true);
		});
	});

	return {
		/** The Base URL an OpenAI credential takes: the API's root, `/v1`. */
		get baseUrl() {
			return `${server.url}/v1`;
		},
		requests,
	};
}
