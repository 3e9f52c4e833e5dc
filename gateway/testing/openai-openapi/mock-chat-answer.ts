import {
  type MockModelAnswer,
  type MockModelSettings,
  type MockQuestion,
  mockModelAnswer,
  type OfferedFunction,
} from "../mock-model-answer.ts";

/** What the mock upstream answers to one chat completion request, before it is sent whole or streamed. */
export interface MockChatAnswer {
  /** One per choice asked for (`n`). */
  readonly choices: readonly MockChoice[];
  /** How many likelier tokens to give beside each token's log probability; null when none were asked for. */
  readonly topLogprobs: number | null;
}

/** One choice: the model's answer, its tool call (if any) given an id. */
export interface MockChoice extends MockModelAnswer {
  readonly toolCall: (NonNullable<MockModelAnswer["toolCall"]> & { readonly id: string }) | null;
}

/**
 * The answer a model would give to a chat completion request (see mockModelAnswer): a call to the tool `tool_choice`
 * names, else to the first offered; JSON when `response_format` asks for it; else the text. As many choices as `n`
 * asks for.
 */
export function mockChatAnswer(
  body: Readonly<Record<string, unknown>>,
  settings: MockModelSettings,
): MockChatAnswer {
  const answer = mockModelAnswer(chatQuestion(body), settings);
  const count = typeof body.n === "number" && body.n > 1 ? Math.floor(body.n) : 1;
  const choices = Array.from({ length: count }, (_, index) => ({
    contentPieces: answer.contentPieces,
    toolCall: answer.toolCall && { id: `call_mock_${index}`, ...answer.toolCall },
  }));
  const topLogprobs = typeof body.top_logprobs === "number" ? body.top_logprobs : 0;
  return { choices, topLogprobs: body.logprobs === true ? topLogprobs : null };
}

function chatQuestion(body: Readonly<Record<string, unknown>>): MockQuestion {
  const functions = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool) =>
    isObject(tool) &&
    tool.type === "function" &&
    isObject(tool.function) &&
    typeof tool.function.name === "string"
      ? [tool.function as unknown as OfferedFunction]
      : [],
  );
  const last = (Array.isArray(body.messages) ? body.messages : []).at(-1);
  const choice = body.tool_choice;
  const named = isObject(choice) && isObject(choice.function) ? choice.function.name : undefined;
  const format = isObject(body.response_format) ? body.response_format : {};
  return {
    functions,
    toolChoice: choice === "none" ? "none" : typeof named === "string" ? { name: named } : "any",
    answersToolResult: isObject(last) && last.role === "tool",
    format:
      format.type === "json_schema" && isObject(format.json_schema)
        ? { schema: format.json_schema.schema ?? { type: "object" } }
        : format.type === "json_object"
          ? "json"
          : null,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
