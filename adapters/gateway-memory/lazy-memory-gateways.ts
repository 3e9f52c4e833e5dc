import { defer, from, type Observable, switchMap } from "rxjs";
import type { ChatCompletionRequest } from "../../core/chat-completions/chat-completion-request.ts";
import type { ChatCompletionsGateway } from "../../core/chat-completions/chat-completions-gateway.port.ts";
import type { ChatStreamEvent, CompletionResult } from "../../core/chat-completions/completion-result.ts";
import { lazyPort } from "./lazy-port.ts";
import type { MemoryGateways, MemoryGatewaysOptions } from "./memory-gateways.ts";

/**
 * The memory gateways with their seed data, loaded on the first call rather than with the sign-in page. The
 * chat gateway is wrapped by hand: its `stream` answers an Observable at once, which the generic lazy port
 * (for promise-returning methods only) cannot do.
 */
export function lazyMemoryGateways(options: MemoryGatewaysOptions = {}) {
  let gateways: Promise<MemoryGateways> | undefined;
  const load = () => {
    gateways ??= import("./memory-gateways.ts").then((module) => module.memoryGateways(options));
    return gateways;
  };
  const port = <K extends Exclude<keyof MemoryGateways, "chatCompletions">>(key: K): MemoryGateways[K] =>
    lazyPort(async () => (await load())[key]);
  const chatCompletions: ChatCompletionsGateway = {
    complete: async (request: ChatCompletionRequest): Promise<CompletionResult> =>
      (await load()).chatCompletions.complete(request),
    stream: (request: ChatCompletionRequest): Observable<ChatStreamEvent> =>
      defer(() => from(load())).pipe(switchMap((loaded) => loaded.chatCompletions.stream(request))),
  };
  return {
    auth: port("auth"),
    subscription: port("subscription"),
    billing: port("billing"),
    availableModels: port("availableModels"),
    apiKeys: port("apiKeys"),
    usageLogs: port("usageLogs"),
    usageAnalytics: port("usageAnalytics"),
    feedback: port("feedback"),
    chatCompletions,
  };
}
