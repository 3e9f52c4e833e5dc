import { lazyChatCompletions } from "./chat-completions/lazy-chat-completions.ts";
import { lazyPort } from "./lazy-port.ts";
import type { MemoryGateways, MemoryGatewaysOptions } from "./memory-gateways.ts";

/**
 * The memory gateways with their seed data, loaded on the first call rather than with the sign-in page.
 */
export function lazyMemoryGateways(options: MemoryGatewaysOptions = {}) {
  let gateways: Promise<MemoryGateways> | undefined;
  const load = () => {
    gateways ??= import("./memory-gateways.ts").then((module) => module.memoryGateways(options));
    return gateways;
  };
  const port = <K extends Exclude<keyof MemoryGateways, "chatCompletions">>(key: K): MemoryGateways[K] =>
    lazyPort(async () => (await load())[key]);
  const chatCompletions = lazyChatCompletions(async () => (await load()).chatCompletions);
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
