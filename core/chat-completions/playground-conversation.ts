import { BEST_AVAILABLE_MODEL } from "../available-models/best-available.ts";
import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import type { ChatMessage } from "./chat-message.ts";
import { completionCost } from "./completion-cost.ts";
import type { CompletionUsage, ServedBy } from "./completion-result.ts";

/** Where a reply stands: being written, finished, stopped part way (by the person or a reload), or failed. */
export enum ReplyStatus {
  STREAMING = "streaming",
  DONE = "done",
  STOPPED = "stopped",
  FAILED = "failed",
}

/** What the person asked. */
export interface PlaygroundQuestion {
  readonly id: string;
  readonly role: "user";
  readonly content: string;
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
}

export type PlaygroundTurn = PlaygroundQuestion | PlaygroundReply;

type Priced = Pick<
  ProviderModel,
  "systemName" | "tokenInPricePerMillionTokens" | "tokenOutPricePerMilionTokens"
>;

/**
 * The conversation as the gateway should read it: every question, and every answer as far as it was written
 * (a stopped one included); a failed or still empty answer is left out.
 */
export function conversationMessages(turns: readonly PlaygroundTurn[]): ChatMessage[] {
  return turns.flatMap((turn): ChatMessage[] => {
    if (turn.role === "user") return [{ role: "user", content: turn.content }];
    if (turn.status === ReplyStatus.FAILED || turn.content === "") return [];
    return [{ role: "assistant", content: turn.content }];
  });
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
