import { fnv1aHash } from "../text/fnv1a-hash.ts";
import { pickFrom, seededRandom } from "../text/seeded-random.ts";
import { argumentSuggestion } from "./argument-suggestion.ts";
import { InvalidToolRequest } from "./invalid-tool-request.error.ts";
import { jsonSchemaInstance } from "./json-schema-instance.ts";
import { meaningfulWords } from "./message-words.ts";
import { type OfferedTool, toolOffer } from "./tool-offer.ts";

/** OpenAI's `tool_choice`: whether the model may, must or must not call a tool, or which one it must call. */
export type ToolChoice =
  | "none"
  | "auto"
  | "required"
  | { readonly type: "function"; readonly function: { readonly name: string } };

/** The call the simulated model makes: the tool's name and its arguments as JSON text. */
export interface SimulatedToolCall {
  readonly name: string;
  readonly arguments: string;
}

export interface SimulatedToolCallOptions {
  /** The last user message, whose words choose the tool and fill place- and query-like arguments. */
  readonly lastUserMessage?: string;
  /** Whether the conversation ends with a tool's result: under "auto" the model then answers in words. */
  readonly endsWithToolResult?: boolean;
  /** Where the request holds a tool's parameters, for errors; `tools[i].function.parameters` unless told. */
  readonly parametersPath?: (toolIndex: number) => string;
}

// A name says what a tool does more surely than its description, which shares common words with anything.
const NAME_WEIGHT = 2;
// The end of a long message is what asks for the tool; reading only it keeps a pasted document cheap.
const MESSAGE_READ = 4_000;
const ALPHANUMERICS = [..."ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789"];

/**
 * The tool call the simulated model makes for the request's `tools` and `tool_choice` (as the client sent them),
 * the same for the same seed text (the conversation). Null when it answers in words: under "none", or under
 * "auto" with no function tool or right after a tool's result (so an agent's loop ends). It calls the forced
 * tool, else the one whose name and description share most words with the user's message, else one drawn from
 * the seed; its arguments fit the tool's parameters. Throws InvalidToolRequest for tools or a choice it cannot
 * act on, UnsupportedSchema for parameters it cannot honour.
 */
export function simulatedToolCall(
  tools: unknown,
  toolChoice: unknown,
  seedText: string,
  options: SimulatedToolCallOptions = {},
): SimulatedToolCall | null {
  const offer = toolOffer(tools, toolChoice);
  if (offer.mode === "none") return null;
  if (offer.mode === "auto" && (offer.tools.length === 0 || options.endsWithToolResult === true)) return null;
  if (offer.tools.length === 0)
    throw new InvalidToolRequest("tool_choice", 'tool_choice "required" needs at least one function tool');
  const random = seededRandom(fnv1aHash(seedText));
  const message = (options.lastUserMessage ?? lastUserMessageIn(seedText)).slice(-MESSAGE_READ);
  const tool = likeliestTool(offer.tools, message, random);
  if (tool.parameters === undefined) return { name: tool.name, arguments: "{}" };
  const parametersPath = options.parametersPath ?? ((index) => `tools[${index}].function.parameters`);
  const value = jsonSchemaInstance(asObjectSchema(tool.parameters), random, {
    path: parametersPath(tool.index),
    suggestString: argumentSuggestion(message),
  });
  return { name: tool.name, arguments: JSON.stringify(value) };
}

/** The id of the simulated call number `index` of an answer: "call_" and 24 letters and digits, from the seed. */
export function simulatedToolCallId(seedText: string, index = 0): string {
  const random = seededRandom(fnv1aHash(`tool call ${index}\n${seedText}`));
  return `call_${Array.from({ length: 24 }, () => pickFrom(ALPHANUMERICS, random)).join("")}`;
}

function likeliestTool(tools: readonly OfferedTool[], message: string, random: () => number): OfferedTool {
  const asked = new Set(meaningfulWords(message));
  const shared = (text: string) => new Set(meaningfulWords(text).filter((word) => asked.has(word))).size;
  const scores = tools.map((tool) => NAME_WEIGHT * shared(tool.name) + shared(tool.description));
  const best = Math.max(...scores);
  return pickFrom(
    tools.filter((_, index) => scores[index] === best),
    random,
  );
}

// The seed is the conversation as "role:text" lines (the gateway's conversationText); the user's last words are
// what a tool should answer, while the role names and earlier turns would match tools like "get_user".
function lastUserMessageIn(seedText: string): string {
  const start = seedText.lastIndexOf("user:");
  if (start < 0) return seedText;
  const rest = seedText.slice(start + "user:".length);
  const nextTurn = rest.search(/\n(?:system|developer|assistant|tool|function):/);
  return nextTurn < 0 ? rest : rest.slice(0, nextTurn);
}

// Arguments are always a JSON object; a schema that leaves the type open would otherwise be filled with words.
function asObjectSchema(parameters: unknown): unknown {
  const open =
    typeof parameters === "object" &&
    parameters !== null &&
    !Array.isArray(parameters) &&
    !["type", "$ref", "anyOf", "allOf", "enum", "const"].some((keyword) => keyword in parameters);
  return open ? { ...parameters, type: "object" } : parameters;
}
