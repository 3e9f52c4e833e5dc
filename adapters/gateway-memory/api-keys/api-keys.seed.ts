import { type ApiKeyRecord, newApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { unlimitedKeySettings } from "../../../core/api-keys/api-key-settings.dto.ts";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { seededRandom } from "../../../core/text/seeded-random.ts";
import { DEMO_ACCOUNT_KEYS } from "../../../demo/demo-keys.ts";
import { isoAt } from "../memory-clock.ts";

/** The value the memory profile gives a demo key (the reference gateway makes its own): fixed, drawn from its id. */
export function memoryKeyValueOf(keyId: string): string {
  const random = seededRandom(
    Array.from(keyId).reduce((hash, character) => hash * 31 + character.charCodeAt(0), 7),
  );
  return `mk-demo-${Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join("")}`;
}

/** The demo account's own keys (demo/demo-keys.ts), masked as the gateway lists them, without limits. */
export function apiKeysSeed(clock: Clock): ApiKeyRecord[] {
  return DEMO_ACCOUNT_KEYS.map((key, index) =>
    newApiKeyRecord({
      ...unlimitedKeySettings(`Key ${index + 1}`),
      id: key.id,
      value: maskApiKey(memoryKeyValueOf(key.id)),
      createdAt: isoAt(clock, -key.createdDaysAgo * 86_400_000),
      createdBy: null,
    }),
  );
}
