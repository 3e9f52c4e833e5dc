export type ChatRole = "system" | "user" | "assistant";

/** One turn of a playground conversation; content is null while an answer is still missing. */
export interface ChatMessage {
  readonly role: ChatRole;
  readonly content: string | null;
}
