import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { EarlierDataFolders } from "../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../database/open-database.ts";
import { departmentUserApiKeys } from "../organization/organization.schema.ts";
import { encodingsOf, folderHolds } from "../secrets/folder-bytes.test-helper.ts";
import { scrubSecretsLeftDue } from "../secrets/scrub-rewritten-tables.ts";
import { InProcessApiKeyChanges } from "./api-key-changes.ts";
import { ApiKeyDirectory } from "./api-key-directory.ts";
import { secretHash } from "./api-key-value.ts";
import { userApiKeys } from "./api-keys.schema.ts";

const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());

/** Keys as the gateway stored them before migration 0008: in plain text. */
const ADA_FIRST = "mk-ada-first-0123456789abcdef0123456789";
const ADA_SECOND = "mk-ada-second-fedcba9876543210fedcba98";
const GRACE_ONLY = "mk-grace-only-00112233445566778899aabb";
const RESEARCH = "mrd-research-a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6";
const PLAIN_KEYS = [ADA_FIRST, ADA_SECOND, GRACE_ONLY, RESEARCH];

const SEED = `
  insert into users (id, email) values ('u-ada', 'ada@example.test'), ('u-grace', 'grace@example.test');
  insert into user_api_keys (id, user_id, value, created_at) values
    ('key-2', 'u-ada', '${ADA_SECOND}', '2025-02-01T00:00:00Z'),
    ('key-1', 'u-ada', '${ADA_FIRST}', '2025-01-01T00:00:00Z'),
    ('key-3', 'u-grace', '${GRACE_ONLY}', '2025-03-01T00:00:00Z');
  insert into organizations (id, name, email, phone, owner_id) values ('org-1', 'Org', 'ada@example.test', '+1 555', 'u-ada');
  insert into departments (id, organization_id, name) values ('dep-1', 'org-1', 'Research');
  insert into department_users (id, department_id, user_id, role) values ('du-1', 'dep-1', 'u-grace', 'MEMBER');
  insert into department_user_api_keys (id, department_user_id, value) values ('dkey-1', 'du-1', '${RESEARCH}');
  insert into chat_history (id, user_id, apikey, api_key_id, vendor, model, status_code) values
    ('req-1', 'u-ada', '${ADA_FIRST}', 'key-1', 'OpenAI', 'gpt-4o-mini', 200),
    ('req-2', 'u-grace', '${RESEARCH}', 'dkey-1', 'OpenAI', 'gpt-4o-mini', 200),
    ('req-3', 'u-ada', 'playground', null, 'OpenAI', 'gpt-4o-mini', 200),
    ('req-4', 'u-ada', 'mk-ad...56789', 'key-1', 'OpenAI', 'gpt-4o-mini', 200);
`;

describe("API keys without secrets at rest (migration 0008)", () => {
  it("upgrades a data folder of plain keys: hashed, named, masked in the logs, still working, and no plain copy left", async () => {
    const dataDir = await earlier.make(8, SEED);
    const plain = PLAIN_KEYS.flatMap(encodingsOf);
    expect(await folderHolds(dataDir, plain)).not.toEqual([]);

    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      const { db } = upgraded;
      const personal = await db.select().from(userApiKeys).orderBy(asc(userApiKeys.id));
      expect(personal).toEqual([
        expect.objectContaining({
          id: "key-1",
          name: "Key 1",
          secretHash: secretHash(ADA_FIRST),
          lookupPrefix: "mk-ada-f",
          maskedValue: "mk-ad...56789",
          createdBy: "ada@example.test",
          monthlyBudgetUsd: null,
          allowedModels: null,
          revokedAt: null,
          previousSecretHash: null,
        }),
        expect.objectContaining({ id: "key-2", name: "Key 2", secretHash: secretHash(ADA_SECOND) }),
        expect.objectContaining({ id: "key-3", name: "Key 1", createdBy: "grace@example.test" }),
      ]);
      expect(personal[0]).not.toHaveProperty("value");
      const [department] = await db.select().from(departmentUserApiKeys);
      expect(department).toMatchObject({
        id: "dkey-1",
        name: "Key 1",
        secretHash: secretHash(RESEARCH),
        maskedValue: "mrd-r...4c5d6",
        createdBy: null,
      });
      const logged = await db
        .select({ id: chatHistory.id, apikey: chatHistory.apikey })
        .from(chatHistory)
        .orderBy(asc(chatHistory.id));
      expect(logged).toEqual([
        { id: "req-1", apikey: "mk-ad...56789" },
        { id: "req-2", apikey: "mrd-r...4c5d6" },
        { id: "req-3", apikey: "playground" },
        { id: "req-4", apikey: "mk-ad...56789" },
      ]);

      const directory = new ApiKeyDirectory(db, new InProcessApiKeyChanges());
      expect(await directory.ownerOf(ADA_FIRST)).toMatchObject({ apiKeyId: "key-1", user: { id: "u-ada" } });
      expect(await directory.ownerOf(RESEARCH)).toMatchObject({
        apiKeyId: "dkey-1",
        department: { departmentId: "dep-1" },
      });

      expect(await scrubSecretsLeftDue(db)).toBe(1);
      expect(await scrubSecretsLeftDue(db)).toBe(0);
      const indexes = (await db.execute(
        sql`select indexname from pg_indexes where tablename = 'chat_history'`,
      )) as unknown as { rows: { indexname: string }[] };
      expect(indexes.rows.map((index) => index.indexname)).toContain("chat_history_api_key_created_idx");
      expect(await db.select().from(chatHistory).where(eq(chatHistory.apikey, ADA_FIRST))).toEqual([]);
    } finally {
      await upgraded.close();
    }
    expect(await folderHolds(dataDir, plain)).toEqual([]);
  }, 120_000);
});
