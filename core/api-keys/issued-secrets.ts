import type { ApiKey } from "./api-key.entity.ts";

/**
 * The secrets this tab was shown when it made or rotated a key, held in memory only: the gateway keeps none and
 * sends each once, so the API documentation's examples can carry a key made moments ago until the page reloads.
 * A key gone from the list, or revoked, is forgotten.
 */
export class IssuedSecrets {
  private readonly secrets = new Map<string, string>();

  /** Reads one answer of the key calls (the whole list as it stands) and hands it on unchanged. */
  keptFrom(keys: ApiKey[]): ApiKey[] {
    const usable = new Set(keys.filter((key) => key.revokedAt === null).map((key) => key.id));
    for (const id of this.secrets.keys()) if (!usable.has(id)) this.secrets.delete(id);
    for (const key of keys) if (key.secretInFull && usable.has(key.id)) this.secrets.set(key.id, key.value);
    return keys;
  }

  secretOf(id: string): string | null {
    return this.secrets.get(id) ?? null;
  }
}
