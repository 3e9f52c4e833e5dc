import { and, asc, count, eq } from "drizzle-orm";
import type { Database } from "../database/database.ts";
import { departmentUserApiKeys } from "../organization/organization.schema.ts";
import { userApiKeys } from "./api-keys.schema.ts";

/** A key as stored, a person's own or a department user's: everything but its owner's column. */
export type StoredApiKey = Omit<typeof userApiKeys.$inferSelect, "userId">;
/** The columns a new key is stored with. */
export type NewApiKeyColumns = Omit<typeof userApiKeys.$inferInsert, "userId">;
/** The columns a change sets. */
export type ApiKeyColumnChanges = Partial<Omit<NewApiKeyColumns, "id" | "createdAt" | "createdBy">>;

/**
 * The keys of one kind of owner: a person's own keys (owner: the user's id) or a department user's (owner: the
 * membership's id). Every call names the owner, so no one reaches a key that is not theirs by its id alone.
 */
const PERSONAL_KEY_PREFIX = "mk-";
const DEPARTMENT_KEY_PREFIX = "mrd-";

export interface ApiKeyStore {
  /** How this store's secrets begin: a personal key `mk-`, a department user's `mrd-` (as on the memory profile). */
  readonly secretPrefix: string;
  /** Oldest first (ties by id, so the order never changes between calls). */
  keysOf(ownerId: string): Promise<StoredApiKey[]>;
  countOf(ownerId: string): Promise<number>;
  find(ownerId: string, keyId: string): Promise<StoredApiKey | null>;
  add(ownerId: string, key: NewApiKeyColumns): Promise<StoredApiKey>;
  /** The key as changed; null when the owner has no key with this id. */
  change(ownerId: string, keyId: string, changes: ApiKeyColumnChanges): Promise<StoredApiKey | null>;
  /** False when the owner has no key with this id. */
  remove(ownerId: string, keyId: string): Promise<boolean>;
}

export function personalKeyStore(db: Database): ApiKeyStore {
  const own = (ownerId: string, keyId: string) =>
    and(eq(userApiKeys.userId, ownerId), eq(userApiKeys.id, keyId));
  return {
    secretPrefix: PERSONAL_KEY_PREFIX,
    keysOf: (ownerId) =>
      db
        .select()
        .from(userApiKeys)
        .where(eq(userApiKeys.userId, ownerId))
        .orderBy(asc(userApiKeys.createdAt), asc(userApiKeys.id)),
    countOf: async (ownerId) => {
      const [row] = await db
        .select({ count: count() })
        .from(userApiKeys)
        .where(eq(userApiKeys.userId, ownerId));
      return row?.count ?? 0;
    },
    find: async (ownerId, keyId) =>
      (await db.select().from(userApiKeys).where(own(ownerId, keyId)))[0] ?? null,
    add: async (ownerId, key) =>
      stored(
        await db
          .insert(userApiKeys)
          .values({ ...key, userId: ownerId })
          .returning(),
      ),
    change: async (ownerId, keyId, changes) =>
      (await db.update(userApiKeys).set(changes).where(own(ownerId, keyId)).returning())[0] ?? null,
    remove: async (ownerId, keyId) =>
      (await db.delete(userApiKeys).where(own(ownerId, keyId)).returning({ id: userApiKeys.id })).length > 0,
  };
}

export function departmentKeyStore(db: Database): ApiKeyStore {
  const keys = departmentUserApiKeys;
  const own = (ownerId: string, keyId: string) => and(eq(keys.departmentUserId, ownerId), eq(keys.id, keyId));
  return {
    secretPrefix: DEPARTMENT_KEY_PREFIX,
    keysOf: (ownerId) =>
      db
        .select()
        .from(keys)
        .where(eq(keys.departmentUserId, ownerId))
        .orderBy(asc(keys.createdAt), asc(keys.id)),
    countOf: async (ownerId) => {
      const [row] = await db.select({ count: count() }).from(keys).where(eq(keys.departmentUserId, ownerId));
      return row?.count ?? 0;
    },
    find: async (ownerId, keyId) => (await db.select().from(keys).where(own(ownerId, keyId)))[0] ?? null,
    add: async (ownerId, key) =>
      stored(
        await db
          .insert(keys)
          .values({ ...key, departmentUserId: ownerId })
          .returning(),
      ),
    change: async (ownerId, keyId, changes) =>
      (await db.update(keys).set(changes).where(own(ownerId, keyId)).returning())[0] ?? null,
    remove: async (ownerId, keyId) =>
      (await db.delete(keys).where(own(ownerId, keyId)).returning({ id: keys.id })).length > 0,
  };
}

function stored<Row extends StoredApiKey>(rows: Row[]): Row {
  const [row] = rows;
  if (!row) throw new Error("the new API key was not stored");
  return row;
}
