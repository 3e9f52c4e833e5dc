import { randomBytes } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AuditDraftMother } from "../../core/audit/audit-draft.mother.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import type { OpenDatabase } from "../database/database.ts";
import { SecretCipher } from "../secrets/secret-cipher.ts";
import { openTestDatabase, testEngine } from "../testing/test-database.ts";
import { auditEntries, auditHeads } from "./audit.schema.ts";
import { verifyAuditChain } from "./audit-verification.ts";
import { auditSealFrom } from "./gateway-audit-seal.ts";
import { recordAudit } from "./record-audit.ts";

const cipher = new SecretCipher(randomBytes(32));
const clock: Clock = { now: () => Date.UTC(2026, 11, 7, 2, 30) };
const deps = { clock, auditSeal: auditSealFrom(cipher) };
let database: OpenDatabase;
let organizations = 0;

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(() => database.close());

/** A new organization's chain of `count` changes. */
async function chainOf(count: number): Promise<string> {
  organizations += 1;
  const organizationId = `org-${organizations}`;
  for (let index = 0; index < count; index++)
    await database.db.transaction((tx) =>
      recordAudit(tx, deps, AuditDraftMother.draft({ organizationId, after: { budget: index } })),
    );
  return organizationId;
}

const verify = (organizationId: string) => verifyAuditChain(database.db, deps.auditSeal, organizationId);
const entry = (organizationId: string, sequence: number) =>
  and(eq(auditEntries.organizationId, organizationId), eq(auditEntries.sequence, sequence));

describe(`recording changes in an organization's audit chain (${testEngine()})`, () => {
  it("keeps entries recorded at once in one contiguous chain", async () => {
    const organizationId = await chainOf(0);
    await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        database.db.transaction((tx) =>
          recordAudit(tx, deps, AuditDraftMother.draft({ organizationId, after: { budget: index } })),
        ),
      ),
    );
    const rows = await database.db
      .select({ sequence: auditEntries.sequence })
      .from(auditEntries)
      .where(eq(auditEntries.organizationId, organizationId));
    expect(rows.map((row) => row.sequence).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(await verify(organizationId)).toMatchObject({ intact: true, count: 8 });
  });

  it("records nothing when the change's transaction fails", async () => {
    const organizationId = await chainOf(1);
    await expect(
      database.db.transaction(async (tx) => {
        await recordAudit(tx, deps, AuditDraftMother.draft({ organizationId }));
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    expect(await verify(organizationId)).toMatchObject({ intact: true, count: 1, head: { count: 1 } });
  });

  it("keeps before and after as the canonical text that was hashed, and the time as stored", async () => {
    const organizationId = await chainOf(1);
    const [row] = await database.db.select().from(auditEntries).where(entry(organizationId, 1));
    expect(row).toMatchObject({
      before: '{"GDPR":false}',
      after: '{"budget":0}',
      at: "2026-12-07T02:30:00.000Z",
    });
  });

  it("finds an untouched chain intact since its first entry, and an organization with none intact and empty", async () => {
    expect(await verify(await chainOf(3))).toMatchObject({
      intact: true,
      count: 3,
      since: "2026-12-07T02:30:00.000Z",
    });
    expect(await verify("org-never-recorded")).toMatchObject({ intact: true, count: 0, head: { count: 0 } });
  });
});

describe(`tampering with the audit chain in the database (${testEngine()})`, () => {
  it("is found when an entry's content is changed", async () => {
    const organizationId = await chainOf(4);
    await database.db.update(auditEntries).set({ after: '{"GDPR":false}' }).where(entry(organizationId, 2));
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "changed" },
    });
  });

  it("is found when an entry's time is rewritten in another form of the same instant", async () => {
    const organizationId = await chainOf(2);
    await database.db
      .update(auditEntries)
      .set({ at: "2026-12-07T02:30:00Z" })
      .where(entry(organizationId, 1));
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 1, reason: "changed" },
    });
  });

  it("is found when an entry is deleted", async () => {
    const organizationId = await chainOf(4);
    await database.db.delete(auditEntries).where(entry(organizationId, 3));
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 3, reason: "missing" },
    });
  });

  it("is found when an entry is deleted and those after it renumbered", async () => {
    const organizationId = await chainOf(4);
    await database.db.delete(auditEntries).where(entry(organizationId, 2));
    await database.db.execute(
      sql`update audit_entries set sequence = sequence - 1 where organization_id = ${organizationId} and sequence > 2`,
    );
    expect(await verify(organizationId)).toMatchObject({ intact: false, firstBroken: { sequence: 2 } });
  });

  it("is found when the last entries are truncated", async () => {
    const organizationId = await chainOf(5);
    await database.db.execute(
      sql`delete from audit_entries where organization_id = ${organizationId} and sequence > 3`,
    );
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      count: 3,
      firstBroken: { sequence: 4, reason: "truncated" },
      head: { count: 5 },
    });
  });

  it("is found when the last entries are truncated and the head set back without the key", async () => {
    const organizationId = await chainOf(5);
    const [third] = await database.db.select().from(auditEntries).where(entry(organizationId, 3));
    await database.db.execute(
      sql`delete from audit_entries where organization_id = ${organizationId} and sequence > 3`,
    );
    await database.db
      .update(auditHeads)
      .set({ count: 3, hash: third?.hash ?? "" })
      .where(eq(auditHeads.organizationId, organizationId));
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 3, reason: "head" },
    });
  });

  it("is found when the head is deleted", async () => {
    const organizationId = await chainOf(2);
    await database.db.delete(auditHeads).where(eq(auditHeads.organizationId, organizationId));
    expect(await verify(organizationId)).toMatchObject({
      intact: false,
      firstBroken: { sequence: 2, reason: "head" },
    });
  });

  it("is found when checked with another key than the chain was sealed with", async () => {
    const organizationId = await chainOf(2);
    const otherSeal = auditSealFrom(new SecretCipher(randomBytes(32)));
    expect(await verifyAuditChain(database.db, otherSeal, organizationId)).toMatchObject({ intact: false });
  });
});
