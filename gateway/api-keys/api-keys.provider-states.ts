import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { newApiKeyValue } from "./api-key-value.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** The API-key area's provider states. */
export const apiKeysProviderStates: ProviderStates = {
  /** Keys key-1 … key-N, one minute apart, oldest first; returns the first one's id and value. */
  "a user with API keys": async (params, { gateway, actor }) => {
    const count = stateParams(params).number("count");
    const person = await actor();
    const firstAt = gateway.deps.clock.now() - count * 60_000;
    const keys = Array.from({ length: count }, (_, index) => ({
      id: `key-${index + 1}`,
      userId: person.uid,
      value: newApiKeyValue(),
      createdAt: new Date(firstAt + index * 60_000).toISOString(),
    }));
    if (keys.length > 0) await gateway.db.insert(userApiKeys).values(keys);
    return { id: "key-1", apiKey: keys[0]?.value ?? null };
  },
};
