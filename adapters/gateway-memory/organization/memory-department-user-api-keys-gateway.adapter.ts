import { ApiKey } from "../../../core/api-keys/api-key.entity.ts";
import {
  type ApiKeySettings,
  ApiKeySettingsDto,
  apiKeyExpiryRefusal,
  unlimitedKeySettings,
} from "../../../core/api-keys/api-key-settings.dto.ts";
import { maskApiKey } from "../../../core/api-keys/masked-api-key.ts";
import {
  previousSecretUntil,
  ROTATION_GRACES,
  type RotationGrace,
} from "../../../core/api-keys/rotation-grace.ts";
import { changedFields, type Snapshot } from "../../../core/audit/changed-fields.ts";
import { toEntity } from "../../../core/mapping/to-entity.ts";
import {
  DEPARTMENT_KEY_AUDIT_KIND,
  DepartmentApiKeyChange,
} from "../../../core/organization/department-api-key-activity.ts";
import type {
  DepartmentKeyHolder,
  DepartmentUserApiKeysGateway,
} from "../../../core/organization/department-user-api-keys-gateway.port.ts";
import { notFound } from "../../../core/organization/organization-refusals.ts";
import { refusal } from "../../../core/organization/refusal.ts";
import { requireId } from "../../../core/validation/require-id.ts";
import {
  REVOKED_KEY_NOT_ROTATED,
  ROTATION_GRACE_REFUSED,
} from "../api-keys/memory-api-keys-gateway.adapter.ts";
import { failure } from "./organization-access.ts";
import type { OrganizationContext } from "./organization-context.ts";
import type { ApiKeyRow, DepartmentRow, DepartmentUserRow } from "./organization-rows.ts";

const API_KEY_PREFIX = "mrd-";

/** The key a call is about, with where it is held. */
interface HeldKey {
  readonly key: ApiKeyRow;
  readonly membership: DepartmentUserRow;
  readonly department: DepartmentRow;
}

/**
 * Department users' API keys in memory, with the reference gateway's rules; keep them in step:
 * - The key's holder, or the department's admins and above, act on it; anyone else is refused (403).
 * - Answers carry the key masked (first 5 and last 5 characters); the answer that issued a secret (made or rotated)
 *   carries it in full with `secretInFull`, that once. No secret is kept.
 * - Without settings a new key is an unlimited "Key N"; settings breaking ApiKeySettingsDto's rules, or an expiry
 *   not ahead, are a 400 with the rules' messages.
 * - Rotating a revoked key is a 409; revoking a revoked key changes nothing; a key not the holder's is a 404.
 * - Making, revoking and deleting a key are recorded in the organization's audit log, the key masked.
 */
export class MemoryDepartmentUserApiKeysGateway implements DepartmentUserApiKeysGateway {
  constructor(private readonly context: OrganizationContext) {}

  async create(holder: DepartmentKeyHolder, settings?: ApiKeySettings): Promise<ApiKey> {
    const { db } = this.context;
    const { membership, department } = this.keyHolder(holder);
    const held = db.apiKeys.where((key) => key.departmentUserId === membership.id).length;
    const chosen = settings ? this.checked(settings) : unlimitedKeySettings(`Key ${held + 1}`);
    const secret = db.newSecret(API_KEY_PREFIX);
    const key = db.apiKeys.insert({
      ...chosen,
      id: db.newId("key"),
      departmentUserId: membership.id,
      value: maskApiKey(secret),
      createdAt: db.timestamp(),
      createdBy: db.accounts.find(db.actorId)?.email ?? null,
      revokedAt: null,
      previousSecretUntil: null,
    });
    await this.recordChange(DepartmentApiKeyChange.CREATED, { key, membership, department }, null);
    return this.answer(key, secret);
  }

  async update(holder: DepartmentKeyHolder, apiKeyId: string, settings: ApiKeySettings): Promise<ApiKey> {
    const held = this.heldKey(holder, apiKeyId);
    const key = this.context.db.apiKeys.update(held.key.id, this.checked(settings));
    await this.recordChange(DepartmentApiKeyChange.EDITED, { ...held, key }, held.key);
    return this.answer(key);
  }

  async rotate(holder: DepartmentKeyHolder, apiKeyId: string, grace: RotationGrace): Promise<ApiKey> {
    const { db } = this.context;
    const held = this.heldKey(holder, apiKeyId);
    if (!ROTATION_GRACES.includes(grace)) throw failure(refusal(400, ROTATION_GRACE_REFUSED));
    if (held.key.revokedAt !== null) throw failure(refusal(409, REVOKED_KEY_NOT_ROTATED));
    const secret = db.newSecret(API_KEY_PREFIX);
    const key = db.apiKeys.update(held.key.id, {
      value: maskApiKey(secret),
      previousSecretUntil: previousSecretUntil(grace, db.now()),
    });
    await this.recordChange(DepartmentApiKeyChange.ROTATED, { ...held, key }, held.key);
    return this.answer(key, secret);
  }

  async revoke(holder: DepartmentKeyHolder, apiKeyId: string): Promise<ApiKey> {
    const { db } = this.context;
    const held = this.heldKey(holder, apiKeyId);
    if (held.key.revokedAt !== null) return this.answer(held.key);
    const key = db.apiKeys.update(held.key.id, { revokedAt: db.timestamp() });
    await this.recordChange(DepartmentApiKeyChange.REVOKED, { ...held, key }, held.key);
    return this.answer(key);
  }

  async remove(holder: DepartmentKeyHolder, apiKeyId: string): Promise<void> {
    const held = this.heldKey(holder, apiKeyId);
    this.context.db.apiKeys.remove(held.key.id);
    await this.recordChange(DepartmentApiKeyChange.DELETED, held, held.key, true);
  }

  /** People manage their own keys; someone else's need the department's admin rank. */
  private keyHolder({ organizationId, departmentId, userId }: DepartmentKeyHolder) {
    const { db, access } = this.context;
    const own = userId === db.actorId;
    const { department } = access.forDepartment(
      organizationId,
      departmentId,
      own ? "viewDepartment" : "manageApiKeys",
    );
    return { department, membership: access.membership(departmentId, userId) };
  }

  private heldKey(holder: DepartmentKeyHolder, apiKeyId: string): HeldKey {
    requireId(apiKeyId);
    const { membership, department } = this.keyHolder(holder);
    const key = this.context.db.apiKeys.find(apiKeyId);
    if (!key || key.departmentUserId !== membership.id) throw failure(notFound("apiKey"));
    return { key, membership, department };
  }

  /** The settings as the rules read them, or a 400 with the rules' messages. */
  private checked(settings: ApiKeySettings): ApiKeySettings {
    const { access, db } = this.context;
    const value = access.validated(ApiKeySettingsDto, settings);
    const expiry = apiKeyExpiryRefusal(value.expiresAt ?? null, db.now());
    if (expiry) throw failure(refusal(400, expiry));
    return {
      name: value.name,
      expiresAt: value.expiresAt ?? null,
      monthlyBudgetUsd: value.monthlyBudgetUsd ?? null,
      requestsPerMinute: value.requestsPerMinute ?? null,
      tokensPerMinute: value.tokensPerMinute ?? null,
      allowedModels: value.allowedModels ? [...value.allowedModels] : null,
    };
  }

  /**
   * Records a change to a key in the audit log, as the gateway does: each change with its kind, by the key's masked
   * form.
   */
  private async recordChange(
    change: DepartmentApiKeyChange,
    { key, membership, department }: HeldKey,
    previous: ApiKeyRow | null,
    deleted = false,
  ): Promise<void> {
    const kind = DEPARTMENT_KEY_AUDIT_KIND[change];
    const holder = this.context.db.accounts.get(membership.userId).email;
    const changed = deleted
      ? { before: keySnapshot(key, holder), after: null }
      : previous
        ? changedFields(keySnapshot(previous, holder), keySnapshot(key, holder))
        : { before: null, after: keySnapshot(key, holder) };
    if (!changed) return;
    await this.context.recordChange({
      organizationId: department.organizationId,
      departmentId: department.id,
      kind,
      subject: { type: "apiKey", id: key.id, name: key.name },
      ...changed,
    });
  }

  /** The key as the gateway answers it; with the secret it just issued, in full that once. */
  private answer(key: ApiKeyRow, secret?: string): ApiKey {
    const record = this.context.views.apiKey(key);
    return toEntity(ApiKey, secret ? { ...record, value: secret, secretInFull: true } : record);
  }
}

/** A department key as the audit log shows it: by its masked form (all a row keeps), never its secret. */
function keySnapshot(key: ApiKeyRow, holderEmail: string): Snapshot {
  return {
    key: key.value,
    holder: holderEmail,
    name: key.name,
    expiresAt: key.expiresAt,
    monthlyBudgetUsd: key.monthlyBudgetUsd,
    requestsPerMinute: key.requestsPerMinute,
    tokensPerMinute: key.tokensPerMinute,
    allowedModels: key.allowedModels === null ? null : [...key.allowedModels],
    revokedAt: key.revokedAt,
  };
}
