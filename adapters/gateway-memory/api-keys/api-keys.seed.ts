import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { isoAt } from "../memory-clock.ts";

/** The demo user's two keys. */
export function apiKeysSeed(clock: Clock): ApiKeyRecord[] {
  return [
    {
      id: "key-demo-1",
      value: "mk-demo-2f9c4b1e8a7d6c5b4a3f2e1d0c9b8a7f",
      createdAt: isoAt(clock, -9 * 86_400_000),
    },
    {
      id: "key-demo-2",
      value: "mk-demo-71d3e5f7a9b1c3d5e7f9a1b3c5d7e9f1",
      createdAt: isoAt(clock, -2 * 86_400_000),
    },
  ];
}
