export type ChatRole = "system" | "user" | "assistant" | "tool";

/** A function the model asked to call, with its arguments as the JSON text the model wrote (untrusted). */
export interface ToolCall {
  readonly id: string;
  readonly name: string;
  readonly arguments: string;
}

/**
 * One turn of a playground conversation. Content is null while an answer is still missing, and for an assistant
 * message that only asked for tools. A tool message is the person's result for one call of the message before.
 */
export interface ChatMessage {
  readonly role: ChatRole;
  readonly content: string | null;
  /** Images attached to a question, as data URLs (never a remote address). */
  readonly images?: readonly string[];
  /** The calls an assistant message asked for. */
  readonly toolCalls?: readonly ToolCall[];
  /** For a tool message: the call it answers. */
  readonly toolCallId?: string;
}
