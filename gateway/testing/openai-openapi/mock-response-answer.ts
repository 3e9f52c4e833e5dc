import {
  type MockModelAnswer,
  type MockModelSettings,
  type MockQuestion,
  mockModelAnswer,
} from "../mock-model-answer.ts";

/**
 * The answer a model would give to a request of OpenAI's Responses API (see mockModelAnswer): a call to the function
 * `tool_choice` names, else to the first function tool offered, unless the last input item is a function's output;
 * JSON when `text.format` asks for it; else the text.
 */
export function mockResponseAnswer(
  body: Readonly<Record<string, unknown>>,
  settings: MockModelSettings,
): MockModelAnswer {
  return mockModelAnswer(responsesQuestion(body), settings);
}

function responsesQuestion(body: Readonly<Record<string, unknown>>): MockQuestion {
  const functions = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool) =>
    isObject(tool) && tool.type === "function" && typeof tool.name === "string"
      ? [{ name: tool.name, parameters: tool.parameters ?? undefined }]
      : [],
  );
  const last = Array.isArray(body.input) ? body.input.at(-1) : undefined;
  const choice = body.tool_choice;
  const named = isObject(choice) && choice.type === "function" ? choice.name : undefined;
  const format = isObject(body.text) && isObject(body.text.format) ? body.text.format : {};
  return {
    functions,
    toolChoice: choice === "none" ? "none" : typeof named === "string" ? { name: named } : "any",
    answersToolResult: isObject(last) && last.type === "function_call_output",
    format:
      format.type === "json_schema"
        ? { schema: format.schema ?? { type: "object" } }
        : format.type === "json_object"
          ? "json"
          : null,
  };
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
