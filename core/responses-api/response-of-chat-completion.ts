import type { OpenAiChatMessage } from "../chat-completions/chat-message-text.ts";
import { isJsonObject, jsonObjects } from "./json-object.ts";
import {
  functionCallItem,
  functionCallItemId,
  incompleteReasonOf,
  messageItem,
  messageItemId,
  outputLogprobsOf,
  outputTextPart,
  refusalPart,
} from "./response-items.ts";
import { type ResponseContext, type ResponseObject, responseObject } from "./response-object.ts";
import { responseUsageOf } from "./response-usage.ts";

// Exported here as well: the context sits beside the function that takes it.
export type { ResponseContext } from "./response-object.ts";

/**
 * The Response for a whole chat completion (its first choice): the message, then one function_call item per tool
 * call, its call id unchanged. A "length" or "content_filter" finish leaves the response incomplete.
 */
export function responseOfChatCompletion(
  completion: Readonly<Record<string, unknown>>,
  context: ResponseContext,
): ResponseObject {
  const choices = jsonObjects(completion.choices);
  const choice = choices.find((candidate) => candidate.index === 0) ?? choices[0] ?? {};
  const message = isJsonObject(choice.message) ? choice.message : {};
  const incomplete = incompleteReasonOf(choice.finish_reason);
  const status = incomplete ? "incomplete" : "completed";
  const text = typeof message.content === "string" ? message.content : "";
  const refusal = typeof message.refusal === "string" ? message.refusal : "";
  const calls = jsonObjects(message.tool_calls).map((call) => {
    const fn = isJsonObject(call.function) ? call.function : {};
    return { callId: textOf(call.id), name: textOf(fn.name), arguments: textOf(fn.arguments) };
  });
  // A message item whenever the answer is not tool calls alone, so an empty answer is still an (empty) message.
  const content = [
    ...(text !== "" || (refusal === "" && calls.length === 0)
      ? [outputTextPart(text, outputLogprobsOf(choice.logprobs))]
      : []),
    ...(refusal === "" ? [] : [refusalPart(refusal)]),
  ];
  return responseObject(context, {
    status,
    incompleteReason: incomplete,
    output: [
      ...(content.length > 0 ? [messageItem(messageItemId(context.id), content, status)] : []),
      ...calls.map((call, position) =>
        functionCallItem(functionCallItemId(context.id, position), call, status),
      ),
    ],
    usage: responseUsageOf(completion.usage),
    serviceTier: completion.service_tier,
    completedAt: context.completedAt,
  });
}

/**
 * The assistant chat message that says what a response's output says: its output text (joined as OpenAI's SDKs
 * join `output_text`), its refusal, and its function calls as tool calls with their call ids. Other items
 * (reasoning, a native upstream's built-in tool calls) have no chat equivalent and are left out.
 */
export function chatMessageOfResponse(response: Readonly<Record<string, unknown>>): OpenAiChatMessage {
  const output = jsonObjects(response.output);
  const parts = output.filter((item) => item.type === "message").flatMap((item) => jsonObjects(item.content));
  const text = parts.flatMap((part) => (part.type === "output_text" ? [textOf(part.text)] : [])).join("");
  const refusal = parts.flatMap((part) => (part.type === "refusal" ? [textOf(part.refusal)] : [])).join("");
  const toolCalls = output
    .filter((item) => item.type === "function_call")
    .map((item) => ({
      id: textOf(item.call_id),
      type: "function",
      function: { name: textOf(item.name), arguments: textOf(item.arguments) },
    }));
  return {
    role: "assistant",
    content: text === "" && (refusal !== "" || toolCalls.length > 0) ? null : text,
    ...(refusal === "" ? {} : { refusal }),
    ...(toolCalls.length === 0 ? {} : { tool_calls: toolCalls }),
  };
}

function textOf(value: unknown): string {
  return typeof value === "string" ? value : "";
}
