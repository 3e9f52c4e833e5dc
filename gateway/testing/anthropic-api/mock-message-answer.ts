import {
  type MockModelAnswer,
  type MockModelSettings,
  type MockQuestion,
  mockModelAnswer,
} from "../mock-model-answer.ts";

/**
 * The answer a model would give to a request of Anthropic's Messages API (see mockModelAnswer): a `tool_use` of the
 * tool `tool_choice` names, else of the first client tool offered, unless the last message carries a `tool_result`
 * or `tool_choice` is "none"; JSON when `output_config.format` asks for it; else the text.
 */
export function mockMessageAnswer(
  body: Readonly<Record<string, unknown>>,
  settings: MockModelSettings,
): MockModelAnswer {
  return mockModelAnswer(messagesQuestion(body), settings);
}

function messagesQuestion(body: Readonly<Record<string, unknown>>): MockQuestion {
  // Client tools have no type, or "custom"; the others (web_search_..., bash_...) run on Anthropic's side.
  const functions = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool) =>
    isObject(tool) && (tool.type ?? "custom") === "custom" && typeof tool.name === "string"
      ? [{ name: tool.name, parameters: tool.input_schema }]
      : [],
  );
  const last = (Array.isArray(body.messages) ? body.messages : []).at(-1);
  const lastBlocks = isObject(last) && Array.isArray(last.content) ? last.content : [];
  const choice = isObject(body.tool_choice) ? body.tool_choice : {};
  const format =
    isObject(body.output_config) && isObject(body.output_config.format) ? body.output_config.format : {};
  return {
    functions,
    toolChoice:
      choice.type === "none"
        ? "none"
        : choice.type === "tool" && typeof choice.name === "string"
          ? { name: choice.name }
          : "any",
    answersToolResult: lastBlocks.some((block) => isObject(block) && block.type === "tool_result"),
    format: format.type === "json_schema" ? { schema: format.schema ?? { type: "object" } } : null,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
