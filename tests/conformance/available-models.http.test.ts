import { HttpAvailableModelsGateway } from "../../adapters/gateway-http/available-models/http-available-models-gateway.adapter.ts";
import { AVAILABLE_MODELS_SEED } from "../../adapters/gateway-memory/available-models/available-models.seed.ts";
import type { Provider } from "../../core/available-models/provider.entity.ts";
import type { Wire } from "../../core/mapping/wire.ts";
import { providerModels, providers } from "../../gateway/available-models/available-models.schema.ts";
import { availableModelsGatewayConformance } from "./available-models.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

availableModelsGatewayConformance({ models: AVAILABLE_MODELS_SEED }, async ({ models }) => {
  const { client } = await reference.freshPerson();
  const { db } = reference.gateway;
  const offering = new Map<string, Wire<Provider>>();
  for (const model of models) if (model.provider) offering.set(model.provider.id, model.provider);
  if (offering.size > 0) await db.insert(providers).values([...offering.values()]);
  if (models.length > 0) {
    await db.insert(providerModels).values(
      models.map(({ provider, tokenOutPricePerMilionTokens, ...model }) => ({
        ...model,
        providerId: provider?.id ?? "",
        tokenOutPricePerMillionTokens: tokenOutPricePerMilionTokens,
      })),
    );
  }
  return new HttpAvailableModelsGateway(client);
});
