import { and, eq, or, type SQL } from "drizzle-orm";
import type { KeyOnRecord } from "../../core/api-keys/key-on-record.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { departments, departmentUserApiKeys, departmentUsers } from "../organization/organization.schema.ts";
import { isoDate } from "../server/iso-date.ts";
import type { ApiKeyChanges } from "./api-key-changes.ts";
import type { StoredApiKey } from "./api-key-store.ts";
import { secretHash } from "./api-key-value.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** Whose an API key is; a department user's key also says which department's policies apply. */
export interface KeyOwner {
  readonly user: UserRow;
  readonly apiKeyId: string;
  readonly department: DepartmentMembership | null;
  /** The key's settings and standing, and which of its secrets the request carried. */
  readonly key: KeyOnRecord;
}

export interface DepartmentMembership {
  readonly organizationId: string;
  readonly departmentId: string;
  /** Null for an owner or super admin asking for a department they are no member of (policy documents' embeddings). */
  readonly departmentUserId: string | null;
}

const REMEMBERED_FOR_MS = 5_000;
const MAX_REMEMBERED = 10_000;

/**
 * Finds the owner of an API key, remembering found keys for a few seconds; a change to a key (ApiKeyChanges:
 * edit, rotate, revoke, delete) forgets it at once. Unknown keys are not remembered, so a key just created works
 * at once. While changes cannot be heard (another instance's would be missed) nothing is remembered, and
 * everything is forgotten when they may have been missed.
 */
export class ApiKeyDirectory {
  private readonly remembered = new Map<string, { owner: KeyOwner; until: number }>();
  /** Counts the changes heard: a lookup that overlapped one does not remember what it read, which may be stale. */
  private changesHeard = 0;

  constructor(
    private readonly db: Database,
    private readonly changes: ApiKeyChanges,
  ) {
    changes.onChange((keyId) => this.forget(keyId));
    changes.onChangesMissed(() => this.forgetAll());
  }

  /**
   * The owner of the key this secret is (or was, before a rotation: then `key.secretUsed` is "previous", even
   * once its grace is over, so the refusal can say so); null when no key has it. Found by the secret's hash.
   */
  async ownerOf(secret: string): Promise<KeyOwner | null> {
    const mayRemember = this.changes.mayRemember();
    const hash = secretHash(secret);
    const hit = mayRemember ? this.remembered.get(hash) : undefined;
    if (hit && hit.until > performance.now()) return hit.owner;
    const changesBefore = this.changesHeard;
    const owner =
      (await this.userKeyOwner(
        or(eq(userApiKeys.secretHash, hash), eq(userApiKeys.previousSecretHash, hash)),
        hash,
      )) ??
      (await this.departmentKeyOwner(
        or(eq(departmentUserApiKeys.secretHash, hash), eq(departmentUserApiKeys.previousSecretHash, hash)),
        hash,
      ));
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    if (owner && mayRemember && changesBefore === this.changesHeard)
      this.remembered.set(hash, { owner, until: performance.now() + REMEMBERED_FOR_MS });
    else this.remembered.delete(hash);
    return owner;
  }

  /**
   * The key with this id when it is the person's own or one of their department keys (the playground asking with
   * `x-api-key-id`); null otherwise. Not remembered: read afresh for each of the playground's few requests.
   */
  async ownerOfKeyId(keyId: string, userId: string): Promise<KeyOwner | null> {
    return (
      (await this.userKeyOwner(and(eq(userApiKeys.id, keyId), eq(userApiKeys.userId, userId)), null)) ??
      (await this.departmentKeyOwner(
        and(eq(departmentUserApiKeys.id, keyId), eq(departmentUsers.userId, userId)),
        null,
      ))
    );
  }

  private forgetAll(): void {
    this.changesHeard += 1;
    this.remembered.clear();
  }

  private forget(keyId: string): void {
    this.changesHeard += 1;
    for (const [hash, { owner }] of this.remembered)
      if (owner.apiKeyId === keyId) this.remembered.delete(hash);
  }

  private async userKeyOwner(condition: SQL | undefined, hash: string | null): Promise<KeyOwner | null> {
    const [row] = await this.db
      .select({ user: users, key: userApiKeys })
      .from(userApiKeys)
      .innerJoin(users, eq(users.id, userApiKeys.userId))
      .where(condition);
    return row
      ? { user: row.user, apiKeyId: row.key.id, department: null, key: keyOnRecord(row.key, hash) }
      : null;
  }

  private async departmentKeyOwner(
    condition: SQL | undefined,
    hash: string | null,
  ): Promise<KeyOwner | null> {
    const [row] = await departmentKeysWhere(this.db, condition);
    return row
      ? { user: row.user, apiKeyId: row.key.id, department: row.department, key: keyOnRecord(row.key, hash) }
      : null;
  }
}

/** The key as a request holds to it; `hash`: the secret the request carried, null when it came by the key's id. */
function keyOnRecord(key: StoredApiKey, hash: string | null): KeyOnRecord {
  return {
    id: key.id,
    name: key.name,
    expiresAt: isoDate(key.expiresAt),
    monthlyBudgetUsd: key.monthlyBudgetUsd,
    requestsPerMinute: key.requestsPerMinute,
    tokensPerMinute: key.tokensPerMinute,
    allowedModels: key.allowedModels,
    maskedValue: key.maskedValue,
    revokedAt: isoDate(key.revokedAt),
    previousSecretUntil: isoDate(key.previousSecretUntil),
    secretUsed: hash !== null && hash !== key.secretHash ? "previous" : "current",
  };
}

/** Department keys where `condition` holds, each with its holder and the membership it was made for. */
export function departmentKeysWhere(db: Database, condition: SQL | undefined) {
  return db
    .select({
      user: users,
      key: departmentUserApiKeys,
      department: {
        organizationId: departments.organizationId,
        departmentId: departments.id,
        departmentUserId: departmentUsers.id,
      },
    })
    .from(departmentUserApiKeys)
    .innerJoin(departmentUsers, eq(departmentUsers.id, departmentUserApiKeys.departmentUserId))
    .innerJoin(departments, eq(departments.id, departmentUsers.departmentId))
    .innerJoin(users, eq(users.id, departmentUsers.userId))
    .where(condition);
}
