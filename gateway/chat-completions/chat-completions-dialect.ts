import { UsageEndpoint } from "../../core/usage-logs/usage-endpoint.ts";
import type { ChatChunk, ChatDialect, StreamWriter } from "./chat-dialect.ts";
import type { Usage } from "./completion-provider.ts";

/** POST /chat/completions speaks chat completions: the body is read as sent and the answer passes back as written. */
export const CHAT_COMPLETIONS_DIALECT: ChatDialect = {
  endpoint: UsageEndpoint.CHAT,
  read: async (body) => ({
    chatBody: body,
    wholeAnswer: async (completion) => completion,
    streamWriter: () => new ChatCompletionChunksWriter(),
  }),
};

/**
 * `data: {chunk}` per chunk as the provider wrote it, a usage chunk when the provider sent none (repeating the
 * fields every chunk carries, so it reads like the provider's), then `data: [DONE]`.
 */
class ChatCompletionChunksWriter implements StreamWriter {
  private envelope: Record<string, unknown> = { object: "chat.completion.chunk" };

  opening(): string {
    return "";
  }

  chunk(data: string, chunk: ChatChunk): string {
    const { id, created, model, system_fingerprint: fingerprint } = chunk;
    for (const [name, value] of Object.entries({ id, created, model, system_fingerprint: fingerprint }))
      if (value !== undefined) this.envelope[name] = value;
    return `data: ${data.includes("\n") ? JSON.stringify(chunk) : data}\n\n`;
  }

  async closing(usage: Usage, estimated: boolean): Promise<string> {
    const added = estimated ? `data: ${JSON.stringify({ ...this.envelope, choices: [], usage })}\n\n` : "";
    return `${added}data: [DONE]\n\n`;
  }

  failure(message: string): string {
    return `data: ${JSON.stringify({ errMsgs: [message] })}\n\ndata: [DONE]\n\n`;
  }
}
