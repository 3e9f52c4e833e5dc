import { MemoryChatCompletionsGateway } from "../../adapters/gateway-memory/chat-completions/memory-chat-completions-gateway.adapter.ts";
import { chatCompletionsGatewayConformance } from "./chat-completions.conformance.ts";
import { FIXED_CLOCK, SEEDS } from "./memory-gateway.fixtures.ts";

chatCompletionsGatewayConformance(
  { models: SEEDS.models },
  async ({ models }) => new MemoryChatCompletionsGateway(models, { clock: FIXED_CLOCK }),
);
