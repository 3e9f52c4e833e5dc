import { eq } from "drizzle-orm";
import { previousSecretUntil, RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { keptOfSecret, keyColumnsOf, newApiKeyValue, secretHash } from "./api-key-value.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** The API-key area's provider states. */
export const apiKeysProviderStates: ProviderStates = {
  /**
   * Keys key-1 … key-N (Key 1 … Key N), one minute apart, oldest first, made by the person; returns the first
   * one's id and secret. Optionally the first key has limits (`limited`: $25 a month, 60 requests a minute, only
   * gpt-4o-mini, expiring in 30 days), was rotated an hour ago with a 24-hour grace (`rotated`: its previous
   * secret is returned as `previousApiKey`), or was revoked (`revoked`).
   */
  "a user with API keys": async (params, { gateway, actor }) => {
    const read = stateParams(params);
    const count = read.number("count");
    const person = await actor();
    const now = gateway.deps.clock.now();
    const firstAt = now - count * 60_000;
    const secrets = Array.from({ length: count }, () => newApiKeyValue());
    const keys = secrets.map((secret, index) => ({
      ...keyColumnsOf(`key-${index + 1}`, secret, `Key ${index + 1}`),
      userId: person.uid,
      createdBy: person.email,
      createdAt: new Date(firstAt + index * 60_000).toISOString(),
    }));
    if (keys.length > 0) await gateway.db.insert(userApiKeys).values(keys);
    const first = eq(userApiKeys.id, "key-1");
    if (count > 0 && read.flag("limited", false))
      await gateway.db
        .update(userApiKeys)
        .set({
          monthlyBudgetUsd: 25,
          requestsPerMinute: 60,
          allowedModels: ["gpt-4o-mini"],
          expiresAt: new Date(now + 30 * 86_400_000).toISOString(),
        })
        .where(first);
    let previousApiKey: string | null = null;
    if (count > 0 && read.flag("rotated", false)) {
      previousApiKey = secrets[0] ?? null;
      secrets[0] = newApiKeyValue();
      await gateway.db
        .update(userApiKeys)
        .set({
          ...keptOfSecret(secrets[0]),
          previousSecretHash: secretHash(previousApiKey ?? ""),
          previousSecretUntil: previousSecretUntil(RotationGrace.ONE_DAY, now - 3_600_000),
        })
        .where(first);
    }
    if (count > 0 && read.flag("revoked", false))
      await gateway.db
        .update(userApiKeys)
        .set({ revokedAt: new Date(now).toISOString() })
        .where(first);
    return { id: "key-1", apiKey: secrets[0] ?? null, previousApiKey };
  },
};
