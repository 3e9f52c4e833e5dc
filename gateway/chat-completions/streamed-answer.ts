import { messageText, type OpenAiChatMessage } from "../../core/chat-completions/chat-message-text.ts";
import { type LoggedAnswer, loggedAnswerOf } from "./logged-answer.ts";

interface StreamedToolCall {
  id?: string;
  name: string;
  arguments: string;
}

interface ChunkDelta {
  readonly content?: unknown;
  readonly refusal?: unknown;
  readonly tool_calls?: readonly {
    readonly index?: unknown;
    readonly id?: unknown;
    readonly function?: { readonly name?: unknown; readonly arguments?: unknown };
  }[];
}

/**
 * The first choice of a streamed answer put back together from its deltas (text, refusal, tool calls by index,
 * their arguments arriving in fragments), for the log, which keeps the answer as a whole one's.
 */
export class StreamedAnswer {
  private content = "";
  private refusal = "";
  private readonly toolCalls: StreamedToolCall[] = [];

  /** Adds a chunk's delta; true when it carried something of the answer (for the time to first token). */
  add(delta: ChunkDelta | undefined): boolean {
    if (!delta) return false;
    let carried = false;
    if (typeof delta.content === "string" && delta.content !== "") {
      this.content += delta.content;
      carried = true;
    }
    if (typeof delta.refusal === "string" && delta.refusal !== "") {
      this.refusal += delta.refusal;
      carried = true;
    }
    for (const fragment of delta.tool_calls ?? []) {
      const index = typeof fragment.index === "number" ? fragment.index : 0;
      const call = this.toolCalls[index] ?? { name: "", arguments: "" };
      this.toolCalls[index] = call;
      if (typeof fragment.id === "string") call.id = fragment.id;
      if (typeof fragment.function?.name === "string") call.name += fragment.function.name;
      if (typeof fragment.function?.arguments === "string") call.arguments += fragment.function.arguments;
      carried = true;
    }
    return carried;
  }

  /** The answer's text, tool calls included: what a whole answer with the same content would give. */
  text(): string {
    return messageText(this.message());
  }

  /** The answer as the log keeps it: its words, and its tool calls apart. */
  logged(): LoggedAnswer {
    return loggedAnswerOf(this.message());
  }

  private message(): OpenAiChatMessage {
    const calls = this.toolCalls.filter(Boolean);
    return {
      role: "assistant",
      content: this.content,
      ...(this.refusal ? { refusal: this.refusal } : {}),
      ...(calls.length > 0
        ? {
            tool_calls: calls.map((call) => ({
              id: call.id,
              type: "function",
              function: { name: call.name, arguments: call.arguments },
            })),
          }
        : {}),
    };
  }
}
