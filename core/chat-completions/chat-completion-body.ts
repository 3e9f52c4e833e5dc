import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatRole } from "./chat-message.ts";
import { withinBounds } from "./playground-settings.ts";
import { RoutingStrategy } from "./routing-strategy.ts";

/** How many of the latest messages go to the gateway; older turns are left out to bound the prompt. */
export const CONTEXT_MESSAGE_LIMIT = 20;

/** The JSON body of POST /chat/completions (SPEC §7), in the gateway's OpenAI-compatible names. */
export interface ChatCompletionBody {
  readonly messages: readonly { readonly role: ChatRole; readonly content: string }[];
  readonly model: string;
  readonly temperature: number;
  readonly top_p: number;
  readonly frequency_penalty: number;
  readonly stream: boolean;
  readonly max_tokens?: number;
  readonly reasoning_effort?: string;
  readonly max_completion_tokens?: number;
  readonly store?: boolean;
  /** The routing strategy's label (RoutingStrategy), only when one is chosen. */
  readonly routing_strategy?: string;
}

/**
 * The body the playground sends (SPEC §7): messages without content are dropped, only the latest are kept, the
 * system prompt goes first when set; a reasoning model gets reasoning_effort, max_completion_tokens and store
 * instead of max_tokens; a chosen routing strategy goes as routing_strategy.
 */
export function chatCompletionBody(request: ChatCompletionRequest, stream: boolean): ChatCompletionBody {
  const settings = withinBounds(request.settings);
  const conversation = request.messages
    .filter((message): message is { role: ChatRole; content: string } => message.content !== null)
    .slice(-CONTEXT_MESSAGE_LIMIT);
  const systemPrompt = request.systemPrompt?.trim();
  const messages = systemPrompt
    ? [{ role: "system" as const, content: systemPrompt }, ...conversation]
    : conversation;
  const strategy = request.routingStrategy;
  const common = {
    messages,
    model: request.model.systemName,
    temperature: settings.temperature,
    top_p: settings.topP,
    frequency_penalty: settings.repetitionPenalty,
    stream,
    ...(strategy && strategy !== RoutingStrategy.NONE ? { routing_strategy: strategy } : {}),
  };
  return request.model.hasReasoning
    ? {
        ...common,
        reasoning_effort: settings.reasoningEffort,
        max_completion_tokens: settings.maxCompletionTokens,
        store: settings.store,
      }
    : { ...common, max_tokens: settings.maxTokens };
}

/** The question a completion answers: the last thing the person asked. */
export function questionOf(request: ChatCompletionRequest): string {
  return request.messages.findLast((message) => message.role === "user")?.content ?? "";
}
