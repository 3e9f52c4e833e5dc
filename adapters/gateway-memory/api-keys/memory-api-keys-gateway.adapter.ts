import type { ApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import { ApiKey, newApiKeyRecord } from "../../../core/api-keys/api-key.entity.ts";
import {
  type ApiKeySettings,
  ApiKeySettingsDto,
  apiKeyExpiryRefusal,
  apiKeySettingsOf,
  unlimitedKeySettings,
} from "../../../core/api-keys/api-key-settings.dto.ts";
import type { ApiKeysGateway } from "../../../core/api-keys/api-keys-gateway.port.ts";
import { IssuedSecrets } from "../../../core/api-keys/issued-secrets.ts";
import type { KeyOnRecord } from "../../../core/api-keys/key-on-record.ts";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import {
  previousSecretUntil,
  ROTATION_GRACES,
  type RotationGrace,
} from "../../../core/api-keys/rotation-grace.ts";
import type { Clock } from "../../../core/clock/clock.port.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { toEntities } from "../../../core/mapping/to-entity.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { isoAt, systemClock } from "../memory-clock.ts";
import { MemoryTable } from "../memory-table.ts";

export const API_KEY_NOT_FOUND = "API key not found";
export const REVOKED_KEY_NOT_ROTATED = "This API key was revoked; it cannot be rotated.";
export const unknownAllowedModels = (names: readonly string[]) =>
  `allowedModels names models that do not exist: ${names.join(", ")}`;
export const ROTATION_GRACE_REFUSED = `grace must be one of: ${ROTATION_GRACES.join(", ")}`;

/** What a request made with a key cost, for its spend and requests this month. */
export interface KeyUse {
  readonly costUsd: number;
  /** ISO date-time. */
  readonly at: string;
}

/**
 * The signed-in person's API keys in memory. The rules below are the reference gateway's too; keep them in step:
 * - Every call answers with the whole list, oldest key first, each key masked (first 5 and last 5 characters);
 *   the key a call made or rotated carries its secret in full (`secretInFull`) in that answer only. No secret is
 *   kept: the playground uses a key by its id.
 * - A new key's secret is `mk-` and 32 random hex characters. Without settings it is an unlimited "Key N".
 * - Settings breaking ApiKeySettingsDto's rules, an expiry not ahead, or allowed models the catalogue does not
 *   have (when it is given) are a 400 with the rules' messages; allowed models are kept once each.
 * - An empty id is a 400 "invalid id" (core `requireId`); a key the person does not have a 404 "API key not found".
 * - Rotating a revoked key is a 409; revoking a revoked key changes nothing.
 * - Spend, requests and last use this month (UTC) come from the requests the playground made with the key.
 */
export class MemoryApiKeysGateway implements ApiKeysGateway {
  private readonly keys: MemoryTable<ApiKeyRecord>;
  private readonly issued = new IssuedSecrets();
  private readonly uses = new Map<string, KeyUse[]>();
  private created = 0;
  private nextFailure: GatewayError | null = null;

  constructor(
    seed: readonly ApiKeyRecord[],
    private readonly clock: Clock = systemClock,
    /** The catalogue's model names, which a key may be limited to; absent, any name is taken. */
    private readonly knownModels?: readonly string[],
  ) {
    this.keys = new MemoryTable(
      API_KEY_NOT_FOUND,
      seed.map(({ secretInFull: _, ...key }) => ({ ...key, value: maskApiKey(key.value) })),
    );
  }

  async list(): Promise<ApiKey[]> {
    this.failIfAsked();
    return this.answer();
  }

  async create(settings?: ApiKeySettings): Promise<ApiKey[]> {
    this.failIfAsked();
    const checked = settings
      ? this.checked(settings)
      : unlimitedKeySettings(`Key ${this.keys.all().length + 1}`);
    this.created += 1;
    const secret = newSecret();
    const key = this.keys.insert(
      newApiKeyRecord({
        ...checked,
        id: `key-${this.clock.now().toString(36)}-${this.created}`,
        value: maskApiKey(secret),
        createdAt: isoAt(this.clock),
        createdBy: null,
      }),
    );
    return this.answer({ id: key.id, secret });
  }

  async update(id: string, settings: ApiKeySettings): Promise<ApiKey[]> {
    this.failIfAsked();
    this.keys.get(requireId(id));
    this.keys.update(id, this.checked(settings));
    return this.answer();
  }

  async rotate(id: string, grace: RotationGrace): Promise<ApiKey[]> {
    this.failIfAsked();
    const key = this.keys.get(requireId(id));
    if (!ROTATION_GRACES.includes(grace)) throw GatewayError.http(400, ROTATION_GRACE_REFUSED);
    if (key.revokedAt !== null) throw GatewayError.http(409, REVOKED_KEY_NOT_ROTATED);
    const secret = newSecret();
    this.keys.update(id, {
      value: maskApiKey(secret),
      previousSecretUntil: previousSecretUntil(grace, this.clock.now()),
    });
    return this.answer({ id, secret });
  }

  async revoke(id: string): Promise<ApiKey[]> {
    this.failIfAsked();
    const key = this.keys.get(requireId(id));
    if (key.revokedAt === null) this.keys.update(id, { revokedAt: isoAt(this.clock) });
    return this.answer();
  }

  async remove(id: string): Promise<ApiKey[]> {
    this.failIfAsked();
    this.keys.remove(requireId(id));
    this.uses.delete(id);
    return this.answer();
  }

  /** The key as the model endpoints hold a request made with it by id (the playground); null when unknown. */
  keyOnRecord(id: string): KeyOnRecord | null {
    const key = this.keys.find(id);
    if (!key) return null;
    return {
      id: key.id,
      ...apiKeySettingsOf(key),
      maskedValue: key.value,
      revokedAt: key.revokedAt,
      previousSecretUntil: key.previousSecretUntil,
      secretUsed: "current",
    };
  }

  /** Counts a request made with the key in its spend, requests and last use. */
  recordUse(id: string, use: KeyUse): void {
    if (!this.keys.find(id)) return;
    this.uses.set(id, [...(this.uses.get(id) ?? []), use]);
  }

  /** USD spent with the key since the 1st of this month (UTC). */
  spendThisMonth(id: string): number {
    const key = this.keys.find(id);
    return key ? this.withUsage(key).spendThisMonthUsd : 0;
  }

  /**
   * Test seam: the next call fails as the gateway refuses one, with this status and these messages (its errMsgs),
   * changing nothing; the reference gateway cannot be made to fail on demand.
   */
  failNextCall(status: number, ...serverMessages: string[]): void {
    this.nextFailure = GatewayError.http(status, ...serverMessages);
  }

  /** Test seam: holds a key as it stands after time went by (one that expired since it was made, say). */
  holdKey(key: ApiKeyRecord): void {
    this.keys.insert({ ...key, value: maskApiKey(key.value) });
  }

  private checked(settings: ApiKeySettings): ApiKeySettings {
    const { value, errMsgs } = validateInput(ApiKeySettingsDto, settings);
    if (errMsgs.length > 0) throw GatewayError.http(400, ...errMsgs);
    const expiry = apiKeyExpiryRefusal(value.expiresAt, this.clock.now());
    if (expiry) throw GatewayError.http(400, expiry);
    const allowedModels = value.allowedModels === null ? null : [...new Set(value.allowedModels)];
    const unknown = (allowedModels ?? []).filter(
      (name) => this.knownModels && !this.knownModels.includes(name),
    );
    if (unknown.length > 0) throw GatewayError.http(400, unknownAllowedModels(unknown));
    return { ...apiKeySettingsOf(value), allowedModels };
  }

  private usesThisMonth(id: string): KeyUse[] {
    const month = new Date(this.clock.now()).toISOString().slice(0, 7);
    return (this.uses.get(id) ?? []).filter((use) => use.at.slice(0, 7) === month);
  }

  private failIfAsked(): void {
    const failure = this.nextFailure;
    this.nextFailure = null;
    if (failure) throw failure;
  }

  /** The list, oldest first; the key whose secret was just issued carries it in full. */
  private answer(issued?: { readonly id: string; readonly secret: string }): ApiKey[] {
    const oldestFirst = this.keys
      .all()
      .sort((a, b) => Date.parse(a.createdAt) - Date.parse(b.createdAt))
      .map((key) => this.withUsage(key))
      .map((key) => (key.id === issued?.id ? { ...key, value: issued.secret, secretInFull: true } : key));
    return this.issued.keptFrom(toEntities(ApiKey, oldestFirst));
  }

  async issuedSecretOf(id: string): Promise<string | null> {
    return this.issued.secretOf(id);
  }

  private withUsage(key: ApiKeyRecord): ApiKeyRecord {
    const uses = this.usesThisMonth(key.id);
    if (uses.length === 0) return key;
    return {
      ...key,
      spendThisMonthUsd: key.spendThisMonthUsd + uses.reduce((sum, use) => sum + use.costUsd, 0),
      requestsThisMonth: key.requestsThisMonth + uses.length,
      lastUsedAt: uses.at(-1)?.at ?? key.lastUsedAt,
    };
  }
}

function newSecret(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `mk-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("")}`;
}
