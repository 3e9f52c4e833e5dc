import type { ApiKey } from "../api-keys/api-key.entity.ts";
import { PLAYGROUND_KEY } from "./usage-log-rules.ts";

/** One of the person's keys as the logs' and the analytics' key filters offer it: by id, named. */
export interface KeyChoice {
  readonly id: string;
  /** Its name; with its masked value too when another of the person's keys has the same name. */
  readonly label: string;
}

/** What the gateway is asked to filter by for a key: its id, or the playground. */
export type UsageKeyFilter = { readonly apiKeyId: string } | { readonly apikey: typeof PLAYGROUND_KEY };

/** The person's keys as the key filters offer them, in the order listed. */
export function keyChoicesOf(keys: readonly Pick<ApiKey, "id" | "name" | "value">[]): KeyChoice[] {
  const named = new Map<string, number>();
  for (const key of keys) named.set(key.name, (named.get(key.name) ?? 0) + 1);
  return keys.map((key) => ({
    id: key.id,
    label: (named.get(key.name) ?? 0) > 1 ? `${key.name} (${key.value})` : key.name,
  }));
}

/**
 * The filter a key named in an address stands for: `playground`, or the id of one of the person's keys; null for
 * anything else (a key deleted since, an old address that held a key's value), which is then no filter at all.
 */
export function usageKeyFilterOf(
  key: string | undefined,
  keys: readonly Pick<ApiKey, "id">[],
): UsageKeyFilter | null {
  if (key === PLAYGROUND_KEY) return { apikey: PLAYGROUND_KEY };
  return key !== undefined && keys.some((own) => own.id === key) ? { apiKeyId: key } : null;
}
