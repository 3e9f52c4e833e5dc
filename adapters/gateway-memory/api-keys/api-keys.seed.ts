import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
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

/** The demo account's own keys (demo/demo-keys.ts). */
export function apiKeysSeed(clock: Clock): ApiKeyRecord[] {
  return DEMO_ACCOUNT_KEYS.map((key) => ({
    id: key.id,
    value: memoryKeyValueOf(key.id),
    createdAt: isoAt(clock, -key.createdDaysAgo * 86_400_000),
  }));
}
