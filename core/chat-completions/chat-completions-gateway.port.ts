import type { Observable } from "rxjs";
import { token } from "../wiring/token.ts";
import type { ChatCompletionRequest } from "./chat-completion-request.ts";
import type { ChatStreamEvent, CompletionResult } from "./completion-result.ts";

/** POST /chat/completions (SPEC §7): the playground's questions. */
export interface ChatCompletionsGateway {
  /** Asks for the whole answer at once. */
  complete(request: ChatCompletionRequest): Promise<CompletionResult>;
  /**
   * Asks for the answer as it is written: pieces of text, then the usage, then completion. Unsubscribing stops
   * the request. Fold the events with `appendStreamEvent`.
   */
  stream(request: ChatCompletionRequest): Observable<ChatStreamEvent>;
}

export const ChatCompletionsGateway = token<ChatCompletionsGateway>("ChatCompletionsGateway");
