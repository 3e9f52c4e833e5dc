import type { ProviderModel } from "../available-models/provider-model.entity.ts";
import type { ChatMessage } from "./chat-message.ts";
import type { FunctionTool, StructuredOutputFormat } from "./function-tool.ts";
import type { PlaygroundSettings } from "./playground-settings.ts";
import type { RoutingStrategy } from "./routing-strategy.ts";

/** What the playground asks the gateway to complete. */
export interface ChatCompletionRequest {
  readonly model: Pick<ProviderModel, "systemName" | "hasReasoning">;
  /** The conversation so far, the new question last. */
  readonly messages: readonly ChatMessage[];
  /** Prepended as a system message when set. */
  readonly systemPrompt?: string | null;
  readonly settings: PlaygroundSettings;
  /** A key's secret to call with (the key client): what the code examples send; the dashboard holds no secret. */
  readonly apiKey?: string | null;
  /**
   * One of the signed-in person's keys, by id: the call is made with the session and the key's rules apply as if
   * its secret was sent (the x-api-key-id header). Without a key, the call is made as the signed-in user.
   */
  readonly apiKeyId?: string | null;
  /** The playground conversation, sent as the sessionId header with an API key. */
  readonly sessionId?: string | null;
  /** How 'Best Available' picks its model; none or absent leaves the choice to the gateway's default. */
  readonly routingStrategy?: RoutingStrategy | null;
  /**
   * Ask as a member of this department (the x-department-id header): its policies apply (PII, budget, models,
   * residency) and the request counts in the organization's report. Absent: a personal request.
   */
  readonly departmentId?: string | null;
  /** The functions the model may call; none or absent offers no tools. */
  readonly tools?: readonly FunctionTool[];
  /** The JSON schema the answer must follow; null or absent lets the model answer freely. */
  readonly responseFormat?: StructuredOutputFormat | null;
  /** When off, the gateway is told it may answer with a provider's failure instead of retrying elsewhere. */
  readonly ensureSuccess?: boolean;
}
