import { type MockModelAnswer, roughTokens } from "../mock-model-answer.ts";
import { MOCK_CREATED, mockModelVersion } from "./mock-models.ts";

type Body = Readonly<Record<string, unknown>>;

/** The one output item of a mock response, finished: its text message, or its function call. */
export function mockOutputItem(responseId: string, answer: MockModelAnswer) {
  const suffix = responseId.replace(/^resp_/, "");
  if (answer.toolCall)
    return {
      id: `fc_${suffix}`,
      type: "function_call",
      call_id: "call_mock_0",
      name: answer.toolCall.name,
      arguments: answer.toolCall.argumentPieces.join(""),
      status: "completed",
    };
  return {
    id: `msg_${suffix}`,
    type: "message",
    role: "assistant",
    status: "completed",
    content: [mockOutputText((answer.contentPieces ?? []).join(""))],
  };
}

export function mockOutputText(text: string) {
  return { type: "output_text", text, annotations: [], logprobs: [] };
}

/** The usage of a mock response, with the details OpenAI's carry (zero here). */
export function mockResponseUsage(body: Body, answer: MockModelAnswer) {
  const input = roughTokens([body.instructions, body.input]);
  const output = (answer.contentPieces ?? answer.toolCall?.argumentPieces ?? []).length;
  return {
    input_tokens: input,
    input_tokens_details: { cached_tokens: 0, cache_write_tokens: 0 },
    output_tokens: output,
    output_tokens_details: { reasoning_tokens: 0 },
    total_tokens: input + output,
  };
}

/**
 * A finished response as OpenAI's Responses API gives it (POST /responses whole, GET /responses/{id}, the last
 * event of a stream): the output and usage given, the request's settings echoed as OpenAI echoes them.
 */
export function mockResponse(id: string, body: Body, output: readonly object[], usage: object | null) {
  return {
    id,
    object: "response",
    created_at: MOCK_CREATED,
    status: "completed",
    completed_at: MOCK_CREATED,
    error: null,
    incomplete_details: null,
    instructions: body.instructions ?? null,
    max_output_tokens: body.max_output_tokens ?? null,
    model: mockModelVersion(body.model),
    output,
    parallel_tool_calls: body.parallel_tool_calls ?? true,
    previous_response_id: body.previous_response_id ?? null,
    reasoning: { effort: null, summary: null },
    service_tier: "default",
    store: body.store ?? true,
    temperature: body.temperature ?? 1,
    text: body.text ?? { format: { type: "text" } },
    tool_choice: body.tool_choice ?? "auto",
    tools: (Array.isArray(body.tools) ? body.tools : []).map(echoedTool),
    top_p: body.top_p ?? 1,
    truncation: body.truncation ?? "disabled",
    ...(usage ? { usage } : {}),
    metadata: body.metadata ?? {},
  };
}

// OpenAI answers with each function tool's settings filled in, strict mode on unless the request turned it off.
function echoedTool(tool: unknown) {
  if (tool === null || typeof tool !== "object" || (tool as { type?: unknown }).type !== "function")
    return tool;
  const { description = null, parameters = null, strict = true } = tool as Record<string, unknown>;
  return { ...tool, description, parameters, strict };
}
