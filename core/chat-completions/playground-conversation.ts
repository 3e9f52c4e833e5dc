import { BEST_AVAILABLE_MODEL } from "../available-models/best-available.ts";
import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import type { StructuredAnswerCheck } from "../structured-output/structured-answer-check.ts";
import type { ChatMessage, ToolCall } from "./chat-message.ts";
import { completionCost } from "./completion-cost.ts";
import type { CompletionUsage, ServedBy } from "./completion-result.ts";

/** Where a reply stands: being written, finished, stopped part way (by the person or a reload), or failed. */
export enum ReplyStatus {
  STREAMING = "streaming",
  DONE = "done",
  STOPPED = "stopped",
  FAILED = "failed",
}

/** An image the person attached to a question, from their own computer. */
export interface PlaygroundImage {
  readonly name: string;
  /** Its media type, e.g. image/png. */
  readonly type: string;
  /** Bytes. */
  readonly size: number;
  /**
   * The image as a data URL; null once it is no longer attached (it did not fit in storage across a reload): the
   * question then goes to the gateway without it.
   */
  readonly dataUrl: string | null;
}

/** What the person asked. */
export interface PlaygroundQuestion {
  readonly id: string;
  readonly role: "user";
  readonly content: string;
  /** Absent or empty when the question holds no image. */
  readonly images?: readonly PlaygroundImage[];
}

/** What an answer cost in US dollars, at the serving model's list prices. */
export interface ReplyCost {
  readonly totalCost: number;
  readonly energyCost: number;
}

/** The answer to a question, as far as it was written. */
export interface PlaygroundReply {
  readonly id: string;
  readonly role: "assistant";
  /** Markdown, as the model wrote it (untrusted). */
  readonly content: string;
  readonly status: ReplyStatus;
  /** The model asked for: 'Best Available' or a catalogue model's systemName. */
  readonly model: string;
  /** Which model answered and why, when the gateway said. */
  readonly servedBy: ServedBy | null;
  readonly usage: CompletionUsage | null;
  readonly cost: ReplyCost | null;
  /** Why the reply failed: the gateway's messages or the interface's fallback. */
  readonly error: string | null;
  /** The functions the model asked to call, in its order (arguments untrusted); absent or empty when none. */
  readonly toolCalls?: readonly ToolCall[];
  /** Whether a finished answer follows the JSON schema it was asked to follow; absent or null when none was. */
  readonly schemaCheck?: StructuredAnswerCheck | null;
}

/** The person's result for one tool call of the reply before it. */
export interface PlaygroundToolResult {
  readonly id: string;
  readonly role: "tool";
  readonly toolCallId: string;
  /** The function called, for showing. */
  readonly name: string;
  readonly content: string;
}

export type PlaygroundTurn = PlaygroundQuestion | PlaygroundReply | PlaygroundToolResult;

type Priced = Pick<
  ProviderModel,
  "systemName" | "tokenInPricePerMillionTokens" | "tokenOutPricePerMilionTokens"
>;

/**
 * The conversation as the gateway should read it: every question with its images still attached, every answer as
 * far as it was written (a stopped one included; a failed or still empty one left out), and the tool calls of a
 * finished reply with the person's results, when every call was answered: a call without its result, or a result
 * without its call, would be refused by a provider.
 */
export function conversationMessages(turns: readonly PlaygroundTurn[]): ChatMessage[] {
  const answered = new Set(turns.flatMap((turn) => (turn.role === "tool" ? [turn.toolCallId] : [])));
  const sentCalls = new Set<string>();
  return turns.flatMap((turn): ChatMessage[] => {
    if (turn.role === "user") return [questionMessage(turn)];
    if (turn.role === "tool") {
      if (!sentCalls.has(turn.toolCallId)) return [];
      return [{ role: "tool", content: turn.content, toolCallId: turn.toolCallId }];
    }
    if (turn.status === ReplyStatus.FAILED) return [];
    const calls = turn.status === ReplyStatus.DONE ? (turn.toolCalls ?? []) : [];
    const answeredCalls = calls.length > 0 && calls.every((call) => answered.has(call.id)) ? calls : [];
    if (turn.content === "" && answeredCalls.length === 0) return [];
    for (const call of answeredCalls) sentCalls.add(call.id);
    return [
      answeredCalls.length > 0
        ? { role: "assistant", content: turn.content === "" ? null : turn.content, toolCalls: answeredCalls }
        : { role: "assistant", content: turn.content },
    ];
  });
}

function questionMessage(question: PlaygroundQuestion): ChatMessage {
  const images = attachedImages(question);
  return images.length > 0
    ? { role: "user", content: question.content, images }
    : { role: "user", content: question.content };
}

/** The data URLs of a question's images still attached. */
export function attachedImages(question: PlaygroundQuestion): string[] {
  return (question.images ?? []).flatMap((image) => (image.dataUrl ? [image.dataUrl] : []));
}

/**
 * The calls the person may answer now: those of the last turn, a finished reply whose calls all came whole (an id
 * and a name each). A stopped or failed reply's calls may be cut short: they cannot be answered.
 */
export function pendingToolCalls(turns: readonly PlaygroundTurn[]): readonly ToolCall[] {
  const last = turns.at(-1);
  if (last?.role !== "assistant" || last.status !== ReplyStatus.DONE) return [];
  const calls = last.toolCalls ?? [];
  return calls.every((call) => call.id !== "" && call.name !== "") ? calls : [];
}

/** True when the conversation still sends an image: the model asked must then read images. */
export function conversationHasImages(turns: readonly PlaygroundTurn[]): boolean {
  return turns.some((turn) => turn.role === "user" && attachedImages(turn).length > 0);
}

/**
 * The cost of a reply at the prices of the model that served it: the one the gateway named, else the one asked
 * for. Unknown without usage, or when the serving model is not in the catalogue ('Best Available' itself is no
 * model: its price 0 says nothing of what the answer cost).
 */
export function replyCost(
  usage: CompletionUsage | null,
  askedModel: string,
  servedBy: ServedBy | null,
  models: readonly Priced[],
): ReplyCost | null {
  if (!usage) return null;
  const name = servedBy?.model ?? askedModel;
  if (name === BEST_AVAILABLE_MODEL.systemName) return null;
  const model = models.find((candidate) => candidate.systemName === name);
  if (!model) return null;
  const { totalCost, energyCost } = completionCost(usage, model);
  return { totalCost, energyCost };
}

/** True when the model asked for is the pseudo-model the gateway routes. */
export function isBestAvailable(systemName: string | null): boolean {
  return systemName === BEST_AVAILABLE_MODEL.systemName;
}
