import type { RequestNeeds } from "../available-models/model-capability.ts";
import type { OpenAiChatMessage } from "./chat-message-text.ts";

/** A chat completion request as far as what it needs of its model goes (OpenAI's field names). */
export interface NeedfulRequest {
  readonly messages: readonly OpenAiChatMessage[];
  readonly tools?: unknown;
  readonly response_format?: unknown;
}

/** What a chat request uses that not every model can serve: tools offered, images sent, an answer's shape. */
export function requestNeeds(request: NeedfulRequest): RequestNeeds {
  const format = (request.response_format as { type?: unknown } | null | undefined)?.type;
  return {
    tools: Array.isArray(request.tools) && request.tools.length > 0,
    images: request.messages.some(carriesImage),
    structuredOutput: format === "json_schema" || format === "json_object",
  };
}

function carriesImage(message: OpenAiChatMessage): boolean {
  return (
    Array.isArray(message.content) &&
    message.content.some((part) => (part as { type?: unknown } | null)?.type === "image_url")
  );
}
