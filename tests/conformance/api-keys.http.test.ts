import { HttpApiKeysGateway } from "../../adapters/gateway-http/api-keys/http-api-keys-gateway.adapter.ts";
import { apiKeysSeed } from "../../adapters/gateway-memory/api-keys/api-keys.seed.ts";
import { keyColumnsOf, newApiKeyValue } from "../../gateway/api-keys/api-key-value.ts";
import { userApiKeys } from "../../gateway/api-keys/api-keys.schema.ts";
import { providerModels, providers } from "../../gateway/available-models/available-models.schema.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { apiKeysGatewayConformance } from "./api-keys.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";
import { SEEDS } from "./memory-gateway.fixtures.ts";

const reference = gatewayForConformance();

apiKeysGatewayConformance(
  { keys: apiKeysSeed(systemClock), models: SEEDS.models },
  async ({ keys, models }) => {
    const { person, client } = await reference.freshPerson();
    const { db } = reference.gateway;
    for (const model of models) {
      const provider = model.provider;
      if (provider)
        await db
          .insert(providers)
          .values({ id: provider.id, name: provider.name, baseUrl: provider.baseUrl })
          .onConflictDoNothing();
      await db
        .insert(providerModels)
        .values({
          id: model.id,
          providerId: provider?.id ?? "",
          nameInProvider: model.nameInProvider,
          systemName: model.systemName,
          tokenInPricePerMillionTokens: model.tokenInPricePerMillionTokens,
          tokenOutPricePerMillionTokens: model.tokenOutPricePerMilionTokens,
          active: model.active,
        })
        .onConflictDoNothing();
    }
    if (keys.length > 0) {
      await reference.gateway.db.insert(userApiKeys).values(
        // The gateway keeps no secret: each key gets one of its own, shown masked as the given key is.
        keys.map((key) => ({
          ...keyColumnsOf(key.id, newApiKeyValue(), key.name),
          maskedValue: key.value,
          userId: person.uid,
          createdAt: key.createdAt,
        })),
      );
    }
    return new HttpApiKeysGateway(client);
  },
);
