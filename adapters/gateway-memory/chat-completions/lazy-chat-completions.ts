import { defer, from, type Observable, switchMap } from "rxjs";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent, CompletionResult } from "../../../core/chat-completions/completion-result.ts";

/**
 * A chat gateway loaded on its first request. Written by hand: its `stream` answers an Observable at once, which
 * the generic lazy port (for promise-returning methods only) cannot do.
 */
export function lazyChatCompletions(load: () => Promise<ChatCompletionsGateway>): ChatCompletionsGateway {
  let loaded: Promise<ChatCompletionsGateway> | undefined;
  const gateway = () => {
    loaded ??= load();
    return loaded;
  };
  return {
    complete: async (request: ChatCompletionRequest): Promise<CompletionResult> =>
      (await gateway()).complete(request),
    stream: (request: ChatCompletionRequest): Observable<ChatStreamEvent> =>
      defer(() => from(gateway())).pipe(switchMap((chat) => chat.stream(request))),
  };
}
