import { lastMessageText, type OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { approximateTokens } from "./approximate-tokens.ts";
import {
  type LegacyFunction,
  type LegacyFunctionCall,
  legacyParametersPath,
  toolChoiceFromFunctionCall,
  toolsFromFunctions,
} from "./legacy-functions.ts";
import { answerInPieces, conversationText, simulatedAnswer } from "./simulated-answer.ts";
import { simulatedStructuredOutput } from "./simulated-structured-output.ts";
import { type SimulatedToolCall, simulatedToolCall, simulatedToolCallId } from "./simulated-tool-call.ts";

/** One chunk's delta of a streamed reply, and the tokens it carries (for pacing). */
export interface SimulatedPiece {
  readonly delta: Readonly<Record<string, unknown>>;
  readonly tokens: number;
}

/** What the simulated model replies, whole (`message`) and in a stream's pieces. */
export interface SimulatedReply {
  readonly message: Readonly<Record<string, unknown>>;
  readonly pieces: readonly SimulatedPiece[];
  readonly tokens: number;
  readonly finishReason: "stop" | "length" | "tool_calls" | "function_call";
  /** The reply's words, for the log. */
  readonly text: string;
}

/** JSON is streamed in slices about this long, as models stream it a few characters at a time. */
const JSON_SLICE = 12;

/**
 * The simulated model's reply to a request: a call to one of the tools offered when the conversation asks for
 * one (simulatedToolCall), JSON following the response_format (simulatedStructuredOutput), else words. The
 * reference gateway's simulated provider and the memory profile answer with it alike. Throws InvalidToolRequest
 * or UnsupportedSchema for tools or a schema it cannot act on: the client's mistake.
 */
export function simulatedReply(
  model: string,
  messages: readonly OpenAiChatMessage[],
  fields: Readonly<Record<string, unknown>>,
  maxTokens: number | null,
): SimulatedReply {
  const seed = `${model}\n${conversationText(messages)}`;
  const legacy = fields.tools === undefined && Array.isArray(fields.functions);
  const options = {
    lastUserMessage: lastMessageText(messages, "user"),
    // Stryker disable next-line StringLiteral: with no message, any role but "tool" or "function" reads as no tool's result
    endsWithToolResult: ["tool", "function"].includes(messages.at(-1)?.role ?? ""),
    ...(legacy ? { parametersPath: legacyParametersPath } : {}),
  };
  const call = legacy
    ? simulatedToolCall(
        toolsFromFunctions(fields.functions as LegacyFunction[]),
        toolChoiceFromFunctionCall(fields.function_call as LegacyFunctionCall | undefined),
        seed,
        options,
      )
    : simulatedToolCall(fields.tools, fields.tool_choice, seed, options);
  if (call) return legacy ? functionCallReply(call) : toolCallReply(call, simulatedToolCallId(seed));
  const json = simulatedStructuredOutput(fields.response_format, seed);
  const answer =
    json === null
      ? simulatedAnswer(model, messages, maxTokens)
      : answerInPieces(slices(json, JSON_SLICE), "", maxTokens);
  return {
    message: { role: "assistant", content: answer.text, refusal: null },
    pieces: answer.pieces.map((piece) => ({ delta: { content: piece }, tokens: approximateTokens(piece) })),
    tokens: answer.tokens,
    finishReason: answer.finishReason,
    text: answer.text,
  };
}

/** The deprecated shape of a call, for clients still sending `functions`: `function_call` on the message. */
function functionCallReply(call: SimulatedToolCall): SimulatedReply {
  return {
    message: { role: "assistant", content: null, refusal: null, function_call: call },
    pieces: [
      { delta: { function_call: { name: call.name, arguments: "" } }, tokens: approximateTokens(call.name) },
      ...slices(call.arguments, JSON_SLICE).map((fragment) => ({
        delta: { function_call: { arguments: fragment } },
        tokens: approximateTokens(fragment),
      })),
    ],
    tokens: approximateTokens(call.name) + approximateTokens(call.arguments),
    finishReason: "function_call",
    text: `${call.name}\n${call.arguments}`,
  };
}

function toolCallReply(call: SimulatedToolCall, id: string): SimulatedReply {
  const fragments = slices(call.arguments, JSON_SLICE);
  const tokens = approximateTokens(call.name) + approximateTokens(call.arguments);
  return {
    message: {
      role: "assistant",
      content: null,
      refusal: null,
      tool_calls: [{ id, type: "function", function: call }],
    },
    pieces: [
      {
        delta: {
          tool_calls: [{ index: 0, id, type: "function", function: { name: call.name, arguments: "" } }],
        },
        tokens: approximateTokens(call.name),
      },
      ...fragments.map((fragment) => ({
        delta: { tool_calls: [{ index: 0, function: { arguments: fragment } }] },
        tokens: approximateTokens(fragment),
      })),
    ],
    tokens,
    finishReason: "tool_calls",
    text: `${call.name}\n${call.arguments}`,
  };
}

function slices(text: string, size: number): string[] {
  return Array.from({ length: Math.ceil(text.length / size) }, (_, index) =>
    text.slice(index * size, (index + 1) * size),
  );
}
