import { schemaPlaceholder } from "./schema-placeholder.ts";

/** What the mock upstream answers to one chat completion request, before it is sent whole or streamed. */
export interface MockChatAnswer {
  /** One per choice asked for (`n`). */
  readonly choices: readonly MockChoice[];
  /** How many likelier tokens to give beside each token's log probability; null when none were asked for. */
  readonly topLogprobs: number | null;
}

export interface MockChoice {
  /** The text answered, in the pieces it streams in; null when the choice calls a tool. */
  readonly contentPieces: readonly string[] | null;
  /** The tool called, its arguments (JSON) in the pieces they stream in; null when the choice answers text. */
  readonly toolCall: {
    readonly id: string;
    readonly name: string;
    readonly argumentPieces: readonly string[];
  } | null;
}

export interface MockChatSettings {
  /** The text answer. */
  readonly answer: string;
  /** Whether the answer calls a tool the request offers, as a model would. */
  readonly callsOfferedTools: boolean;
}

interface OfferedFunction {
  readonly name: string;
  readonly parameters?: unknown;
}

/**
 * The answer a model would give: a call to the tool the request offers (the one `tool_choice` names, else the
 * first) unless the last message already carries a tool's result; else JSON when `response_format` asks for it
 * (a value of the schema given), else the text. As many choices as `n` asks for.
 */
export function mockChatAnswer(
  body: Readonly<Record<string, unknown>>,
  settings: MockChatSettings,
): MockChatAnswer {
  const tool = settings.callsOfferedTools ? calledFunction(body) : null;
  const content = tool ? null : contentAnswered(body, settings.answer);
  const count = typeof body.n === "number" && body.n > 1 ? Math.floor(body.n) : 1;
  const choices = Array.from({ length: count }, (_, index) => ({
    contentPieces: content,
    toolCall: tool && {
      id: `call_mock_${index}`,
      name: tool.name,
      argumentPieces: slices(JSON.stringify(schemaPlaceholder(tool.parameters ?? { type: "object" }))),
    },
  }));
  const topLogprobs = typeof body.top_logprobs === "number" ? body.top_logprobs : 0;
  return { choices, topLogprobs: body.logprobs === true ? topLogprobs : null };
}

function calledFunction(body: Readonly<Record<string, unknown>>): OfferedFunction | null {
  const functions = (Array.isArray(body.tools) ? body.tools : []).flatMap((tool) =>
    isObject(tool) &&
    tool.type === "function" &&
    isObject(tool.function) &&
    typeof tool.function.name === "string"
      ? [tool.function as unknown as OfferedFunction]
      : [],
  );
  const messages = Array.isArray(body.messages) ? body.messages : [];
  const last = messages.at(-1);
  if (functions.length === 0 || (isObject(last) && last.role === "tool")) return null;
  const choice = body.tool_choice;
  if (choice === "none") return null;
  if (isObject(choice) && isObject(choice.function))
    return functions.find((offered) => offered.name === (choice.function as OfferedFunction).name) ?? null;
  return functions[0] ?? null;
}

function contentAnswered(body: Readonly<Record<string, unknown>>, answer: string): string[] {
  const format = isObject(body.response_format) ? body.response_format : {};
  if (format.type === "json_schema" && isObject(format.json_schema))
    return slices(JSON.stringify(schemaPlaceholder(format.json_schema.schema ?? { type: "object" })));
  if (format.type === "json_object") return slices(JSON.stringify({ answer }));
  return answer.match(/\S+\s*/g) ?? [];
}

// JSON has few spaces to split at; a real model streams it a few characters at a time.
function slices(json: string): string[] {
  return json.match(/[\s\S]{1,8}/g) ?? [""];
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}
