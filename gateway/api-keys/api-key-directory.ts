import { and, eq, type SQL } from "drizzle-orm";
import { unlimitedKeySettings } from "../../core/api-keys/api-key-settings.dto.ts";
import type { KeyOnRecord, SecretUsed } from "../../core/api-keys/key-on-record.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { departments, departmentUserApiKeys, departmentUsers } from "../organization/organization.schema.ts";
import type { ApiKeyChanges } from "./api-key-changes.ts";
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
  readonly departmentUserId: string;
}

const REMEMBERED_FOR_MS = 5_000;
const MAX_REMEMBERED = 10_000;

/**
 * Finds the owner of an API key, remembering found keys for a few seconds; a change to a key (ApiKeyChanges:
 * edit, rotate, revoke, delete) forgets it at once. Unknown keys are not remembered, so a key just created works
 * at once.
 */
export class ApiKeyDirectory {
  private readonly remembered = new Map<string, { owner: KeyOwner; until: number }>();

  constructor(
    private readonly db: Database,
    changes: ApiKeyChanges,
  ) {
    changes.onChange((keyId) => this.forget(keyId));
  }

  /**
   * The owner of the key this secret is (or was, before a rotation: then `key.secretUsed` is "previous", even
   * once its grace is over, so the refusal can say so); null when no key has it.
   */
  async ownerOf(secret: string): Promise<KeyOwner | null> {
    const hit = this.remembered.get(secret);
    if (hit && hit.until > performance.now()) return hit.owner;
    const owner =
      (await this.userKeyOwner(eq(userApiKeys.value, secret))) ??
      (await this.departmentKeyOwner(eq(departmentUserApiKeys.value, secret)));
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    if (owner) this.remembered.set(secret, { owner, until: performance.now() + REMEMBERED_FOR_MS });
    else this.remembered.delete(secret);
    return owner;
  }

  /** The key with this id when it is the person's own or one of their department keys; null otherwise. */
  async ownerOfKeyId(keyId: string, userId: string): Promise<KeyOwner | null> {
    return (
      (await this.userKeyOwner(and(eq(userApiKeys.id, keyId), eq(userApiKeys.userId, userId)) as SQL)) ??
      (await this.departmentKeyOwner(
        and(eq(departmentUserApiKeys.id, keyId), eq(departmentUsers.userId, userId)) as SQL,
      ))
    );
  }

  private forget(keyId: string): void {
    for (const [secret, { owner }] of this.remembered)
      if (owner.apiKeyId === keyId) this.remembered.delete(secret);
  }

  private async userKeyOwner(condition: SQL): Promise<KeyOwner | null> {
    const [row] = await this.db
      .select({ user: users, key: userApiKeys })
      .from(userApiKeys)
      .innerJoin(users, eq(users.id, userApiKeys.userId))
      .where(condition);
    return row
      ? { user: row.user, apiKeyId: row.key.id, department: null, key: keyOnRecord(row.key, "current") }
      : null;
  }

  private async departmentKeyOwner(condition: SQL): Promise<KeyOwner | null> {
    const [row] = await departmentKeysWhere(this.db, condition);
    return row
      ? {
          user: row.user,
          apiKeyId: row.key.id,
          department: row.department,
          key: keyOnRecord(row.key, "current"),
        }
      : null;
  }
}

function keyOnRecord(row: { id: string; value: string }, secretUsed: SecretUsed): KeyOnRecord {
  return {
    ...unlimitedKeySettings("Key"),
    id: row.id,
    maskedValue: maskApiKey(row.value),
    revokedAt: null,
    previousSecretUntil: null,
    secretUsed,
  };
}

/** Department keys where `condition` holds, each with its holder and the membership it was made for. */
export function departmentKeysWhere(db: Database, condition: SQL) {
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
