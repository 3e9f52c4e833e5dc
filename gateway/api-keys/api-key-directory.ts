import { eq, type SQL } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { users } from "../identity/users.schema.ts";
import { departments, departmentUserApiKeys, departmentUsers } from "../organization/organization.schema.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** Whose an API key is; a department user's key also says which department's policies apply. */
export interface KeyOwner {
  readonly user: UserRow;
  readonly apiKeyId: string;
  readonly department: DepartmentMembership | null;
}

export interface DepartmentMembership {
  readonly organizationId: string;
  readonly departmentId: string;
  readonly departmentUserId: string;
}

const REMEMBERED_FOR_MS = 5_000;
const MAX_REMEMBERED = 10_000;

/**
 * Finds the owner of an API key, remembering found keys for a few seconds (a deleted key keeps working that
 * long); unknown keys are not remembered, so a key just created works at once.
 */
export class ApiKeyDirectory {
  private readonly remembered = new Map<string, { owner: KeyOwner; until: number }>();

  constructor(private readonly db: Database) {}

  async ownerOf(value: string): Promise<KeyOwner | null> {
    const hit = this.remembered.get(value);
    if (hit && hit.until > performance.now()) return hit.owner;
    const owner = (await this.userKeyOwner(value)) ?? (await this.departmentKeyOwner(value));
    if (this.remembered.size >= MAX_REMEMBERED) this.remembered.clear();
    if (owner) this.remembered.set(value, { owner, until: performance.now() + REMEMBERED_FOR_MS });
    else this.remembered.delete(value);
    return owner;
  }

  private async userKeyOwner(value: string): Promise<KeyOwner | null> {
    const [row] = await this.db
      .select({ user: users, apiKeyId: userApiKeys.id })
      .from(userApiKeys)
      .innerJoin(users, eq(users.id, userApiKeys.userId))
      .where(eq(userApiKeys.value, value));
    return row ? { user: row.user, apiKeyId: row.apiKeyId, department: null } : null;
  }

  private async departmentKeyOwner(value: string): Promise<KeyOwner | null> {
    const [row] = await departmentKeysWhere(this.db, eq(departmentUserApiKeys.value, value));
    return row ? { user: row.user, apiKeyId: row.key.id, department: row.department } : null;
  }
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
