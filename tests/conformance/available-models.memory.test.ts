import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { availableModelsGatewayConformance } from "./available-models.conformance.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

availableModelsGatewayConformance(
  { models: SEEDS.models },
  async ({ models }) => new MemoryAvailableModelsGateway(models),
);
