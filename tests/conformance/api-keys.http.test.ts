import { HttpApiKeysGateway } from "../../adapters/gateway-http/api-keys/http-api-keys-gateway.adapter.ts";
import { apiKeysSeed } from "../../adapters/gateway-memory/api-keys/api-keys.seed.ts";
import { keyColumnsOf, newApiKeyValue } from "../../gateway/api-keys/api-key-value.ts";
import { userApiKeys } from "../../gateway/api-keys/api-keys.schema.ts";
import { systemClock } from "../../gateway/server/system-clock.ts";
import { apiKeysGatewayConformance } from "./api-keys.conformance.ts";
import { gatewayForConformance } from "./gateway-http.fixtures.ts";

const reference = gatewayForConformance();

apiKeysGatewayConformance({ keys: apiKeysSeed(systemClock) }, async ({ keys }) => {
  const { person, client } = await reference.freshPerson();
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
});
