import { isJsonObject, jsonObjects } from "./json-object.ts";

export type OutputItemStatus = "in_progress" | "completed" | "incomplete";
export type IncompleteReason = "max_output_tokens" | "content_filter";

/** One item of a Response's output: here a message or a function call. */
export type ResponseOutputItem = Readonly<Record<string, unknown>> & {
  readonly type: string;
  readonly id: string;
};

/** A token's log probability as Responses give it (chat's, with `bytes` always a list). */
export interface OutputLogprob {
  readonly token: string;
  readonly logprob: number;
  readonly bytes: readonly number[];
  readonly top_logprobs: readonly {
    readonly token: string;
    readonly logprob: number;
    readonly bytes: number[];
  }[];
}

/** The message item's id, derived from the response's so that the same answer always has the same ids. */
export function messageItemId(responseId: string): string {
  return `msg_${idTail(responseId)}`;
}

/** The id of the response's `position`-th function call item (counting function calls only, from 0). */
export function functionCallItemId(responseId: string, position: number): string {
  return `fc_${idTail(responseId)}_${position}`;
}

export function outputTextPart(
  text: string,
  logprobs: readonly OutputLogprob[] = [],
): Record<string, unknown> {
  return { type: "output_text", text, annotations: [], logprobs };
}

export function refusalPart(refusal: string): Record<string, unknown> {
  return { type: "refusal", refusal };
}

export function messageItem(
  id: string,
  content: readonly unknown[],
  status: OutputItemStatus,
): ResponseOutputItem {
  return { id, type: "message", status, role: "assistant", content };
}

/** A function call item; `call_id` is the chat tool call's id, unchanged, for the client's output to answer. */
export function functionCallItem(
  id: string,
  call: { readonly callId: string; readonly name: string; readonly arguments: string },
  status: OutputItemStatus,
): ResponseOutputItem {
  return {
    id,
    type: "function_call",
    status,
    call_id: call.callId,
    name: call.name,
    arguments: call.arguments,
  };
}

/** Why a chat answer that stopped for this reason leaves the response incomplete, or null when it is complete. */
export function incompleteReasonOf(finishReason: unknown): IncompleteReason | null {
  if (finishReason === "length") return "max_output_tokens";
  if (finishReason === "content_filter") return "content_filter";
  return null;
}

/** The content tokens' log probabilities of a chat choice's `logprobs`, in the Responses shape. */
export function outputLogprobsOf(choiceLogprobs: unknown): OutputLogprob[] {
  const content = isJsonObject(choiceLogprobs) ? choiceLogprobs.content : undefined;
  return jsonObjects(content).map((token) => ({
    ...tokenOf(token),
    top_logprobs: jsonObjects(token.top_logprobs).map(tokenOf),
  }));
}

function tokenOf(token: Readonly<Record<string, unknown>>) {
  return {
    token: typeof token.token === "string" ? token.token : "",
    logprob: typeof token.logprob === "number" ? token.logprob : 0,
    bytes: Array.isArray(token.bytes) ? (token.bytes as number[]) : [],
  };
}

function idTail(id: string): string {
  const cut = id.indexOf("_");
  return cut >= 0 ? id.slice(cut + 1) : id;
}
