import { MemoryApiKeysGateway } from "../../adapters/gateway-memory/api-keys/memory-api-keys-gateway.adapter.ts";
import { apiKeysGatewayConformance } from "./api-keys.conformance.ts";
import { FIXED_CLOCK, SEEDS } from "./memory-gateway.fixtures.ts";

apiKeysGatewayConformance(
  { keys: SEEDS.apiKeys },
  async ({ keys }) => new MemoryApiKeysGateway(keys, FIXED_CLOCK),
);
