import type { TFunction } from "i18next";
import {
  isBestAvailable,
  type PlaygroundReply,
  ReplyStatus,
} from "../../core/chat-completions/playground-conversation.ts";
import { formatUsd } from "../../core/money/format-usd.ts";
import { LOG_COST_DECIMALS } from "../../core/usage-logs/usage-log-rules.ts";

/** What a reply's footer says, each part null when it has nothing to say. */
export interface ReplyFigures {
  /** Which model served a 'Best Available' reply, as soon as the gateway says. */
  readonly servedBy: string | null;
  /** Why the gateway chose it. */
  readonly reason: string | null;
  /** Token counts, once the reply has ended. */
  readonly usage: string | null;
  readonly cost: string | null;
  readonly energyCost: string | null;
}

/** A single answer costs fractions of a cent: it shows the request logs' 7 decimals, not the usual 2. */
export function replyFigures(t: TFunction, reply: PlaygroundReply): ReplyFigures {
  const { servedBy, usage, cost } = reply;
  const ended = reply.status === ReplyStatus.DONE || reply.status === ReplyStatus.STOPPED;
  const named = servedBy !== null && isBestAvailable(reply.model) ? servedBy : null;
  return {
    servedBy: named
      ? named.provider
        ? t("playground.reply.servedByProvider", { model: named.model, provider: named.provider })
        : t("playground.reply.servedBy", { model: named.model })
      : null,
    reason: named?.routingReason ? t("playground.reply.reason", { reason: named.routingReason }) : null,
    usage: !ended
      ? null
      : usage
        ? t("playground.reply.usage", {
            prompt: usage.prompt_tokens,
            completion: usage.completion_tokens,
            total: usage.total_tokens,
          })
        : t("playground.reply.noUsage"),
    cost:
      ended && cost
        ? t("playground.reply.cost", { cost: formatUsd(cost.totalCost, LOG_COST_DECIMALS) })
        : null,
    energyCost:
      ended && cost
        ? t("playground.reply.energyCost", { cost: formatUsd(cost.energyCost, LOG_COST_DECIMALS) })
        : null,
  };
}
