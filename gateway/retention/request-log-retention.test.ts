import { randomBytes } from "node:crypto";
import { sql } from "drizzle-orm";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { AuditDraftMother } from "../../core/audit/audit-draft.mother.ts";
import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { EU_AI_ACT_METADATA_DAYS } from "../../core/retention/retention-minimum.ts";
import { verifyAuditChain } from "../audit/audit-verification.ts";
import { auditSealFrom } from "../audit/gateway-audit-seal.ts";
import { recordAudit } from "../audit/record-audit.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import { chatHistoryBodies } from "../chat-completions/chat-history-bodies.schema.ts";
import { type ChatHistoryDraft, insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import type { OpenDatabase } from "../database/database.ts";
import { departments, organizations } from "../organization/organization.schema.ts";
import { SecretCipher } from "../secrets/secret-cipher.ts";
import { openTestDatabase } from "../testing/test-database.ts";
import { enforceRetention } from "./request-log-retention.ts";
import { saveRetention } from "./retention.repository.ts";

const NOW = Date.parse("2026-12-06T12:00:00.000Z");
const DAY = 86_400_000;

let database: OpenDatabase;
beforeEach(async () => {
  await database?.close();
  database = await openTestDatabase();
  await database.db.execute(
    sql`insert into users (id, email) values ('ada', 'ada@example.test'), ('bob', 'bob@example.test')`,
  );
});
afterAll(() => database.close());

/** A request with bodies, `daysAgo` days before NOW; department traffic when an organization is given. */
function request(id: string, userId: string, daysAgo: number, organizationId?: string): ChatHistoryDraft {
  return {
    id,
    userId,
    vendor: "OpenAI",
    model: "gpt-4o",
    statusCode: 200,
    createdAt: new Date(NOW - daysAgo * DAY).toISOString(),
    requestContent: `asked by ${id}`,
    ...(organizationId ? { organizationId, departmentId: "dep-1" } : {}),
  };
}

/** An organization owned by ada with departments that have these frameworks on, and its retention setting. */
async function organizationWith(
  organizationId: string,
  frameworksByDepartment: Record<string, readonly ComplianceFramework[]>,
  setting: { bodiesDays: number; metadataDays: number },
) {
  await database.db.insert(organizations).values({
    id: organizationId,
    name: organizationId,
    email: "ada@example.test",
    phone: "+14155550100",
    ownerId: organizationId === "org-1" ? "ada" : "bob",
  });
  await database.db.insert(departments).values(
    Object.entries(frameworksByDepartment).map(([name, frameworks]) => ({
      id: `${organizationId}-${name}`,
      organizationId,
      name,
      frameworks: [...frameworks],
    })),
  );
  await saveRetention(database.db, "organization", organizationId, setting, new Date(NOW).toISOString());
}

async function kept() {
  const metadata = await database.db.select({ id: chatHistory.id }).from(chatHistory).orderBy(chatHistory.id);
  const bodies = await database.db
    .select({ id: chatHistoryBodies.id })
    .from(chatHistoryBodies)
    .orderBy(chatHistoryBodies.id);
  return { metadata: metadata.map((row) => row.id), bodies: bodies.map((row) => row.id) };
}

describe("request-log retention", () => {
  it("keeps bodies and metadata for the defaults (90 and 400 days) when nobody chose", async () => {
    await insertChatHistoryDrafts(database.db, [
      request("fresh", "ada", 10),
      request("quarter", "ada", 120),
      request("ancient", "ada", 500),
    ]);
    const swept = await enforceRetention(database.db, NOW);
    expect(await kept()).toEqual({ metadata: ["fresh", "quarter"], bodies: ["fresh"] });
    // Months wholly past everyone's (the default) retention went at once, as partitions.
    expect(swept.droppedPartitions).toEqual(
      expect.arrayContaining([
        `chat_history_p${monthOf(NOW - 500 * DAY)}`,
        `chat_history_bodies_p${monthOf(NOW - 120 * DAY)}`,
      ]),
    );
    expect(swept.droppedPartitions).not.toContain(`chat_history_p${monthOf(NOW - 120 * DAY)}`);
  });

  it("applies a person's shorter setting to their own traffic only, in batches", async () => {
    await saveRetention(
      database.db,
      "person",
      "ada",
      { bodiesDays: 2, metadataDays: 5 },
      new Date(NOW).toISOString(),
    );
    const adas = Array.from({ length: 7 }, (_, index) => request(`ada-${index}`, "ada", 6 + index));
    await insertChatHistoryDrafts(database.db, [
      ...adas,
      request("ada-new", "ada", 3),
      request("bob-old", "bob", 30),
    ]);
    const swept = await enforceRetention(database.db, NOW, 3);
    expect(await kept()).toEqual({ metadata: ["ada-new", "bob-old"], bodies: ["bob-old"] });
    expect(swept).toMatchObject({ deletedRequests: 7, deletedBodies: 8 });
  });

  it("governs department traffic by the organization's setting, not the sender's", async () => {
    await saveRetention(
      database.db,
      "person",
      "ada",
      { bodiesDays: 1, metadataDays: 1 },
      new Date(NOW).toISOString(),
    );
    await saveRetention(
      database.db,
      "organization",
      "org-1",
      { bodiesDays: 20, metadataDays: 40 },
      new Date(NOW).toISOString(),
    );
    await insertChatHistoryDrafts(database.db, [
      request("own", "ada", 10),
      request("department-recent", "ada", 10, "org-1"),
      request("department-bodiless", "ada", 30, "org-1"),
      request("department-old", "ada", 50, "org-1"),
    ]);
    await enforceRetention(database.db, NOW);
    expect(await kept()).toEqual({
      metadata: ["department-bodiless", "department-recent"],
      bodies: ["department-recent"],
    });
  });

  it("keeps an organization's records six months when a department has the EU AI Act on, whatever its setting", async () => {
    const { EU_AI_ACT, GDPR } = ComplianceFramework;
    await organizationWith(
      "org-1",
      { Research: [EU_AI_ACT], Support: [GDPR] },
      { bodiesDays: 5, metadataDays: 30 },
    );
    await organizationWith("org-2", { Support: [GDPR] }, { bodiesDays: 5, metadataDays: 30 });
    await insertChatHistoryDrafts(database.db, [
      request("bound-recent", "ada", 40, "org-1"),
      request("bound-within-minimum", "ada", EU_AI_ACT_METADATA_DAYS - 1, "org-1"),
      request("bound-past-minimum", "ada", EU_AI_ACT_METADATA_DAYS + 1, "org-1"),
      request("free-recent", "bob", 40, "org-2"),
    ]);
    await enforceRetention(database.db, NOW);
    // The minimum is the records': bodies still go after the 5 days chosen.
    expect(await kept()).toEqual({ metadata: ["bound-recent", "bound-within-minimum"], bodies: [] });
  });

  it("never removes audit entries, however old and however short the retention", async () => {
    const auditSeal = auditSealFrom(new SecretCipher(randomBytes(32)));
    const longAgo = { now: () => NOW - 3000 * DAY };
    for (const budget of [1, 2, 3])
      await database.db.transaction((tx) =>
        recordAudit(
          tx,
          { clock: longAgo, auditSeal },
          AuditDraftMother.draft({ organizationId: "org-1", after: { budget } }),
        ),
      );
    await organizationWith("org-1", { Support: [] }, { bodiesDays: 1, metadataDays: 1 });
    await saveRetention(
      database.db,
      "person",
      "ada",
      { bodiesDays: 1, metadataDays: 1 },
      new Date(NOW).toISOString(),
    );
    await insertChatHistoryDrafts(database.db, [request("ancient", "ada", 3000, "org-1")]);
    await enforceRetention(database.db, NOW);
    expect((await kept()).metadata).toEqual([]);
    expect(await verifyAuditChain(database.db, auditSeal, "org-1")).toMatchObject({ intact: true, count: 3 });
  });

  it("records new requests of a month whose partition it dropped earlier", async () => {
    await insertChatHistoryDrafts(database.db, [request("ancient", "ada", 500)]);
    await enforceRetention(database.db, NOW);
    await insertChatHistoryDrafts(database.db, [request("imported", "bob", 499)]);
    expect((await kept()).metadata).toEqual(["imported"]);
  });
});

function monthOf(moment: number): string {
  return new Date(moment).toISOString().slice(0, 7).replace("-", "");
}
