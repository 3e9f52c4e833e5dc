import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { auditEntries } from "../../audit/audit.schema.ts";
import { verifyAuditChain } from "../../audit/audit-verification.ts";
import { auditSealFrom } from "../../audit/gateway-audit-seal.ts";
import { EarlierDataFolders } from "../../database/earlier-data-folder.test-helper.ts";
import { openDatabase } from "../../database/open-database.ts";
import { SecretCipher } from "../../secrets/secret-cipher.ts";
import { startMissingAuditChains } from "./seeded-audit-history.seed.ts";

const earlier = new EarlierDataFolders();
afterAll(() => earlier.removeAll());
const seal = auditSealFrom(new SecretCipher(randomBytes(32)));

describe("organizations made before the audit log", () => {
  it("get a chain at start-up, started with the history their data implies, and their old activity lines go", async () => {
    const dataDir = await earlier.make(
      12,
      `insert into users (id, email) values ('u-1', 'owner@example.test'), ('u-2', 'member@example.test');
       insert into organizations (id, name, email, phone, owner_id, created_at)
         values ('org-1', 'Org', 'owner@example.test', '+1 555', 'u-1', '2026-01-01T00:00:00Z');
       insert into departments (id, organization_id, name, created_at) values ('dep-1', 'org-1', 'Research', '2026-01-02T00:00:00Z');
       insert into department_users (id, department_id, user_id, role, created_at)
         values ('du-1', 'dep-1', 'u-2', 'MEMBER', '2026-01-03T00:00:00Z');
       insert into organization_activities (id, organization_id, type, description)
         values ('activity-1', 'org-1', 'DEPARTMENT_CREATED', 'Research was created');`,
    );
    const upgraded = await openDatabase({ databaseUrl: null, dataDir });
    try {
      expect(await startMissingAuditChains(upgraded.db, seal)).toBe(1);
      expect(await startMissingAuditChains(upgraded.db, seal)).toBe(0);
      const entries = await upgraded.db.select().from(auditEntries).orderBy(auditEntries.sequence);
      expect(entries.map((entry) => [entry.kind, entry.subjectName, entry.actorRole, entry.at])).toEqual([
        ["ORGANIZATION_REQUESTED", "Org", "SYSTEM", "2026-01-01T00:00:00.000Z"],
        ["DEPARTMENT_CREATED", "Research", "SYSTEM", "2026-01-02T00:00:00.000Z"],
        ["MEMBER_INVITED", "member@example.test", "SYSTEM", "2026-01-03T00:00:00.000Z"],
      ]);
      expect(await verifyAuditChain(upgraded.db, seal, "org-1")).toMatchObject({ intact: true, count: 3 });
      const { rows } = (await upgraded.db.execute(
        sql`select count(*)::int as n from pg_tables where tablename = 'organization_activities'`,
      )) as unknown as { rows: { n: number }[] };
      expect(rows[0]?.n).toBe(0);
    } finally {
      await upgraded.close();
    }
  });
});
