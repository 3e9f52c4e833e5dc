import { AVAILABLE_MODELS_SEED } from "../../adapters/gateway-memory/available-models/available-models.seed.ts";
import { lazyMemoryGateways } from "../../adapters/gateway-memory/lazy-memory-gateways.ts";
import { chatCompletionsGatewayConformance } from "./chat-completions.conformance.ts";

// The memory profile binds the lazily loaded gateway: it must behave like the adapter it loads, streaming included.
chatCompletionsGatewayConformance(
  { models: AVAILABLE_MODELS_SEED },
  async () => lazyMemoryGateways().chatCompletions,
);
