import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { systemClock } from "../../adapters/gateway-memory/memory-clock.ts";
import { apiKeysGatewayConformance } from "./api-keys.conformance.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

// On the system clock, as the reference gateway: a rotation's grace ends an hour from now.
apiKeysGatewayConformance(
  { keys: SEEDS.apiKeys, models: SEEDS.models },
  async ({ keys, models }) =>
    new MemoryApiKeysGateway(
      keys,
      systemClock,
      models.map((model) => model.systemName),
    ),
);
