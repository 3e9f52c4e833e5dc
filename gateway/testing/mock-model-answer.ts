import { schemaPlaceholder } from "./openai-openapi/schema-placeholder.ts";

/** What a request asks of the mock model, read from whichever API it came through. */
export interface MockQuestion {
  /** The functions (client-side tools) offered, in order. */
  readonly functions: readonly OfferedFunction[];
  /** "none" when the request forbids calling a tool, a name when it insists on one, else "any". */
  readonly toolChoice: "none" | "any" | { readonly name: string };
  /** Whether the last message carries a tool's result, which a model answers in words. */
  readonly answersToolResult: boolean;
  /** The JSON Schema the answer must follow, "json" for any JSON object, null for text. */
  readonly format: { readonly schema: unknown } | "json" | null;
}

export interface OfferedFunction {
  readonly name: string;
  /** The JSON Schema of its arguments. */
  readonly parameters?: unknown;
}

/** What the mock model answers, before an API's shape is put on it. */
export interface MockModelAnswer {
  /** The text answered, in the pieces it streams in; null when the answer calls a tool. */
  readonly contentPieces: readonly string[] | null;
  /** The tool called, its arguments (JSON) in the pieces they stream in; null when the answer is text. */
  readonly toolCall: { readonly name: string; readonly argumentPieces: readonly string[] } | null;
}

export interface MockModelSettings {
  /** The text answer. */
  readonly answer: string;
  /** Whether the answer calls a tool the request offers, as a model would. */
  readonly callsOfferedTools: boolean;
}

/**
 * The answer a model would give: a call to a function the request offers (the one it insists on, else the first)
 * unless the last message already carries a tool's result or tools are forbidden; else JSON when the request asks
 * for it (a value of the schema given), else the text, word by word.
 */
export function mockModelAnswer(question: MockQuestion, settings: MockModelSettings): MockModelAnswer {
  const called = settings.callsOfferedTools ? calledFunction(question) : null;
  if (called)
    return {
      contentPieces: null,
      toolCall: {
        name: called.name,
        argumentPieces: slices(JSON.stringify(schemaPlaceholder(called.parameters ?? { type: "object" }))),
      },
    };
  const { format } = question;
  if (format === "json")
    return { contentPieces: slices(JSON.stringify({ answer: settings.answer })), toolCall: null };
  if (format)
    return { contentPieces: slices(JSON.stringify(schemaPlaceholder(format.schema))), toolCall: null };
  return { contentPieces: settings.answer.match(/\S+\s*/g) ?? [], toolCall: null };
}

function calledFunction({ functions, toolChoice, answersToolResult }: MockQuestion): OfferedFunction | null {
  if (answersToolResult || toolChoice === "none") return null;
  if (toolChoice === "any") return functions[0] ?? null;
  return functions.find((offered) => offered.name === toolChoice.name) ?? null;
}

/** A rough count of the tokens of a request's input: one a word of every text in it, roles and types aside. */
export function roughTokens(input: unknown): number {
  if (typeof input === "string") return input.split(/\s+/).filter(Boolean).length;
  if (Array.isArray(input)) return input.reduce<number>((sum, item) => sum + roughTokens(item), 0);
  if (input === null || typeof input !== "object") return 0;
  return Object.entries(input).reduce<number>(
    (sum, [key, value]) => sum + (key === "role" || key === "type" ? 0 : roughTokens(value)),
    0,
  );
}

// JSON has few spaces to split at; a real model streams it a few characters at a time.
function slices(json: string): string[] {
  return json.match(/[\s\S]{1,8}/g) ?? [""];
}
