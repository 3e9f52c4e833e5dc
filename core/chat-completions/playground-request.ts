import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import { conversationMessages, isBestAvailable, type PlaygroundTurn } from "./playground-conversation.ts";
import type { PlaygroundSettings } from "./playground-settings.ts";
import type { RoutingStrategy } from "./routing-strategy.ts";
import { type SystemPromptId, systemPromptText } from "./system-prompts.ts";

/** What the playground's next request is made of. */
export interface PlaygroundRequestInput {
  readonly model: Pick<ProviderModel, "systemName" | "hasReasoning">;
  /** The conversation so far. */
  readonly turns: readonly PlaygroundTurn[];
  /** The new question; a blank one adds nothing (the request as it stands, e.g. for "view code"). */
  readonly question: string;
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: SystemPromptId;
  readonly routingStrategy: RoutingStrategy;
  /** The chosen key's value; null calls as the signed-in user. */
  readonly apiKey: string | null;
  /** Names the conversation to the gateway (sent with an API key). */
  readonly sessionId: string;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
}

/**
 * The request the playground sends: the conversation then the new question, the chosen system prompt's text,
 * and the routing strategy only for 'Best Available' (the gateway routes nothing else).
 */
export function playgroundRequest(input: PlaygroundRequestInput): ChatCompletionRequest {
  const question = input.question.trim();
  return {
    model: { systemName: input.model.systemName, hasReasoning: input.model.hasReasoning },
    messages: [
      ...conversationMessages(input.turns),
      ...(question ? [{ role: "user" as const, content: question }] : []),
    ],
    systemPrompt: systemPromptText(input.systemPrompt),
    settings: input.settings,
    apiKey: input.apiKey,
    sessionId: input.sessionId,
    routingStrategy: isBestAvailable(input.model.systemName) ? input.routingStrategy : null,
    departmentId: input.departmentId ?? null,
  };
}
