import { randomUUID } from "node:crypto";
import { messageOfChatCompletion } from "../../core/anthropic-messages/message-of-chat-completion.ts";
import { MessagesStream } from "../../core/anthropic-messages/messages-stream.ts";
import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import {
  type ChatChunk,
  type ChatDialect,
  type DialectRequest,
  type StreamWriter,
  typedServerSentEvent,
} from "../chat-completions/chat-dialect.ts";
import type { Usage } from "../chat-completions/completion-provider.ts";
import { MESSAGES_NATIVE_API } from "./messages-native-api.ts";
import { readMessagesRequest } from "./read-messages-request.ts";

/**
 * Anthropic's Messages API over chat completions: the request becomes a chat body (system prompt, content blocks,
 * tool_use and tool_result with their ids), the chat answer a Message, whole or as Anthropic's stream events.
 */
export const MESSAGES_DIALECT: ChatDialect = {
  endpoint: UsageEndpoint.MESSAGES,
  read: async (body): Promise<DialectRequest> => {
    const { body: request, chatBody, refusal } = readMessagesRequest(body);
    const id = `msg_${randomUUID().replaceAll("-", "")}`;
    const stopSequences = Array.isArray(request.stop_sequences)
      ? request.stop_sequences.filter((item): item is string => typeof item === "string")
      : [];
    return {
      chatBody,
      native: { api: MESSAGES_NATIVE_API, body: request },
      ...(refusal ? { translationRefusal: refusal } : {}),
      wholeAnswer: async (completion, served) =>
        JSON.stringify(
          messageOfChatCompletion(JSON.parse(completion), { id, model: served.systemName, stopSequences }),
        ),
      streamWriter: (served) =>
        new MessageEventsWriter(
          new MessagesStream({
            id,
            model: served.systemName,
            stopSequences,
            estimatedInputTokens: served.estimatedPromptTokens,
          }),
        ),
    };
  },
};

/** Anthropic's stream events (`event: <type>` and its data) from the provider's chat chunks. */
class MessageEventsWriter implements StreamWriter {
  constructor(private readonly stream: MessagesStream) {}

  opening(): string {
    return this.stream.opening().map(typedServerSentEvent).join("");
  }

  chunk(_data: string, chunk: ChatChunk): string {
    return this.stream.next(chunk).map(typedServerSentEvent).join("");
  }

  async closing(usage: Usage): Promise<string> {
    return this.stream.closing(usage).map(typedServerSentEvent).join("");
  }

  failure(message: string): string {
    return this.stream.failed(message).map(typedServerSentEvent).join("");
  }
}
