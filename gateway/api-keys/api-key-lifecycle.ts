import type { ApiKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import { previousSecretUntil, type RotationGrace } from "../../core/api-keys/rotation-grace.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { conflict } from "../server/http-problem.ts";
import type { ApiKeyChanges } from "./api-key-changes.ts";
import type { IssuedSecret } from "./api-key-records.ts";
import type { ApiKeyStore, StoredApiKey } from "./api-key-store.ts";
import { keptOfSecret, newApiKeyValue } from "./api-key-value.ts";

export const REVOKED_KEY_NOT_ROTATED = "This API key was revoked; it cannot be rotated.";

/** A key and the secret just issued for it. */
export interface KeyWithSecret {
  readonly key: StoredApiKey;
  readonly issued: IssuedSecret;
}

/**
 * What may happen to a key, a person's own or a department user's: made, edited, rotated, revoked, deleted. Each
 * change is announced (ApiKeyChanges) before it is answered, so no cache lets the key through as it was.
 * Every method answers null when the owner has no key with that id.
 */
export class ApiKeyLifecycle {
  constructor(
    private readonly store: ApiKeyStore,
    private readonly changes: ApiKeyChanges,
    private readonly clock: Clock,
  ) {}

  async issue(
    ownerId: string,
    id: string,
    settings: ApiKeySettings,
    createdBy: string,
  ): Promise<KeyWithSecret> {
    const secret = newApiKeyValue(this.store.secretPrefix);
    const key = await this.store.add(ownerId, {
      id,
      ...keptOfSecret(secret),
      ...settingsColumns(settings),
      createdBy,
      createdAt: this.nowIso(),
    });
    return { key, issued: { keyId: key.id, secret } };
  }

  async edit(ownerId: string, keyId: string, settings: ApiKeySettings): Promise<StoredApiKey | null> {
    return this.announced(keyId, await this.store.change(ownerId, keyId, settingsColumns(settings)));
  }

  /** A new secret; the one it replaces works until the grace ends. A revoked key is refused (409). */
  async rotate(ownerId: string, keyId: string, grace: RotationGrace): Promise<KeyWithSecret | null> {
    const current = await this.store.find(ownerId, keyId);
    if (!current) return null;
    if (current.revokedAt !== null) throw conflict(REVOKED_KEY_NOT_ROTATED);
    const secret = newApiKeyValue(this.store.secretPrefix);
    const now = this.clock.now();
    const changed = await this.store.change(ownerId, keyId, {
      ...keptOfSecret(secret),
      previousSecretHash: current.secretHash,
      // Kept even without grace, so a request with the old secret is told when it stopped working.
      previousSecretUntil: previousSecretUntil(grace, now) ?? new Date(now).toISOString(),
    });
    const key = await this.announced(keyId, changed);
    if (!key) return null;
    return { key, issued: { keyId, secret } };
  }

  /** Refused from the next request on; revoking again changes nothing. */
  async revoke(ownerId: string, keyId: string): Promise<StoredApiKey | null> {
    const current = await this.store.find(ownerId, keyId);
    if (!current || current.revokedAt !== null) return current;
    return this.announced(keyId, await this.store.change(ownerId, keyId, { revokedAt: this.nowIso() }));
  }

  async remove(ownerId: string, keyId: string): Promise<boolean> {
    const removed = await this.store.remove(ownerId, keyId);
    if (removed) await this.changes.changed(keyId);
    return removed;
  }

  private async announced(keyId: string, key: StoredApiKey | null): Promise<StoredApiKey | null> {
    if (key) await this.changes.changed(keyId);
    return key;
  }

  private nowIso(): string {
    return new Date(this.clock.now()).toISOString();
  }
}

function settingsColumns(settings: ApiKeySettings) {
  return {
    name: settings.name,
    expiresAt: settings.expiresAt === null ? null : new Date(settings.expiresAt).toISOString(),
    monthlyBudgetUsd: settings.monthlyBudgetUsd,
    requestsPerMinute: settings.requestsPerMinute,
    tokensPerMinute: settings.tokensPerMinute,
    allowedModels: settings.allowedModels === null ? null : [...new Set(settings.allowedModels)],
  };
}
