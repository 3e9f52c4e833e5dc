import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatMessage } from "./chat-message.ts";
import type { FunctionTool, StructuredOutputFormat } from "./function-tool.ts";
import { conversationMessages, isBestAvailable, type PlaygroundTurn } from "./playground-conversation.ts";
import type { PlaygroundSettings } from "./playground-settings.ts";
import type { RoutingStrategy } from "./routing-strategy.ts";
import { type SystemPromptId, systemPromptText } from "./system-prompts.ts";

/** What the playground's next request is made of. */
export interface PlaygroundRequestInput {
  readonly model: Pick<ProviderModel, "systemName" | "hasReasoning">;
  /** The conversation so far. */
  readonly turns: readonly PlaygroundTurn[];
  /**
   * The new question; a blank one without images adds nothing (the request as it stands, e.g. for "view code",
   * or the conversation continuing after the person's tool results).
   */
  readonly question: string;
  /** The new question's images, as data URLs. */
  readonly images?: readonly string[];
  readonly settings: PlaygroundSettings;
  readonly systemPrompt: SystemPromptId;
  readonly routingStrategy: RoutingStrategy;
  /** The chosen key's id; null calls as the signed-in user. */
  readonly apiKeyId: string | null;
  /** Names the conversation to the gateway (sent with an API key). */
  readonly sessionId: string;
  /** The department asked as; null or absent asks for oneself. */
  readonly departmentId?: string | null;
  /** The functions the model may call; none or absent offers none. */
  readonly tools?: readonly FunctionTool[];
  /** The schema the answer must follow; null or absent lets the model answer freely. */
  readonly responseFormat?: StructuredOutputFormat | null;
}

/**
 * The request the playground sends: the conversation then the new question, the chosen system prompt's text,
 * the routing strategy only for 'Best Available' (the gateway routes nothing else), the tools and the schema when
 * there are some.
 */
export function playgroundRequest(input: PlaygroundRequestInput): ChatCompletionRequest {
  const tools = input.tools ?? [];
  return {
    model: { systemName: input.model.systemName, hasReasoning: input.model.hasReasoning },
    messages: [...conversationMessages(input.turns), ...newQuestion(input.question, input.images ?? [])],
    systemPrompt: systemPromptText(input.systemPrompt),
    settings: input.settings,
    apiKeyId: input.apiKeyId,
    sessionId: input.sessionId,
    routingStrategy: isBestAvailable(input.model.systemName) ? input.routingStrategy : null,
    departmentId: input.departmentId ?? null,
    ...(tools.length > 0 ? { tools } : {}),
    ...(input.responseFormat ? { responseFormat: input.responseFormat } : {}),
  };
}

function newQuestion(text: string, images: readonly string[]): ChatMessage[] {
  const question = text.trim();
  if (question === "" && images.length === 0) return [];
  return [
    images.length > 0 ? { role: "user", content: question, images } : { role: "user", content: question },
  ];
}
