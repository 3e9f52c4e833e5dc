import { and, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { AuditDraftMother } from "../../core/audit/audit-draft.mother.ts";
import type { AuditDraft } from "../../core/audit/audit-entry.ts";
import type { Clock } from "../../core/clock/clock.port.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";
import { auditEntries } from "./audit.schema.ts";
import { recordAudit } from "./record-audit.ts";

const suite = seededOrganizationSuite("before each test");
const { people } = suite;
const AUDIT = `/organization/${SEEDED.organizationId}/audit`;

/** Changes recorded in the seeded organization as the gateway records them, on the given days of December 2026. */
async function recorded(...changes: { day: number; draft: Partial<AuditDraft> }[]): Promise<void> {
  for (const { day, draft } of changes) {
    const clock: Clock = { now: () => Date.UTC(2026, 11, day, 9) };
    await suite.gateway.db.transaction((tx) =>
      recordAudit(
        tx,
        { clock, auditSeal: suite.gateway.deps.auditSeal },
        AuditDraftMother.draft({
          organizationId: SEEDED.organizationId,
          departmentId: SEEDED.departmentId,
          ...draft,
        }),
      ),
    );
  }
}

const byOwner = (day: number) => ({
  day,
  draft: { actor: { id: people.owner.uid, email: people.owner.email, role: "OWNER" } },
});
const bySuperAdmin = (day: number) => ({
  day,
  draft: {
    kind: "MODEL_ADDED" as const,
    actor: { id: people.superAdmin.uid, email: people.superAdmin.email, role: "SUPER_ADMIN" },
    subject: { type: "model", id: "om-1", name: "guard-7b" },
  },
});

async function headCount(): Promise<number> {
  return (await suite.call(people.owner, "GET", `${AUDIT}/verification`)).body.head.count;
}

const entryAt = (sequence: number) =>
  and(eq(auditEntries.organizationId, SEEDED.organizationId), eq(auditEntries.sequence, sequence));

describe("the organization's audit log", () => {
  it("lists entries newest first, a page at a time, with how many pass and the chain's head", async () => {
    const before = await headCount();
    await recorded(byOwner(1), bySuperAdmin(2), byOwner(3));
    const listed = await suite.call(people.owner, "GET", `${AUDIT}?page=1&limit=2`);
    expect(listed.status).toBe(200);
    expect(listed.body.meta).toEqual({ total: before + 3, page: 1, limit: 2 });
    expect(listed.body.items.map((entry: { sequence: number }) => entry.sequence)).toEqual([
      before + 3,
      before + 2,
    ]);
    expect(listed.body.items[0]).toMatchObject({
      kind: "DEPARTMENT_SETTINGS_CHANGED",
      actor: { email: people.owner.email, role: "OWNER" },
      before: { GDPR: false },
      after: { GDPR: true },
      at: "2026-12-03T09:00:00.000Z",
      address: "203.0.113.7",
    });
    expect(listed.body.head).toEqual({ count: before + 3, hash: listed.body.items[0].hash });
  });

  it("filters by actor (id or email), kind and days, the days taken whole", async () => {
    await recorded(byOwner(1), bySuperAdmin(2), byOwner(3), bySuperAdmin(4));
    const sequencesOf = async (query: string) =>
      (await suite.call(people.superAdmin, "GET", `${AUDIT}?${query}`)).body.items.map(
        (entry: { at: string; kind: string }) => `${entry.at.slice(8, 10)} ${entry.kind}`,
      );
    expect(await sequencesOf(`actor=${encodeURIComponent(people.superAdmin.email)}`)).toEqual([
      "04 MODEL_ADDED",
      "02 MODEL_ADDED",
    ]);
    expect(await sequencesOf(`actor=${people.owner.uid}&kind=DEPARTMENT_SETTINGS_CHANGED`)).toEqual([
      "03 DEPARTMENT_SETTINGS_CHANGED",
      "01 DEPARTMENT_SETTINGS_CHANGED",
    ]);
    expect(await sequencesOf("from=2026-12-02&to=2026-12-03")).toEqual([
      "03 DEPARTMENT_SETTINGS_CHANGED",
      "02 MODEL_ADDED",
    ]);
  });

  it("is the owner's and super admins' only: department admins, members and outsiders are refused", async () => {
    for (const person of [people.departmentAdmin, people.member, people.outsider]) {
      for (const path of [AUDIT, `${AUDIT}/verification`, `${AUDIT}/export?format=csv`])
        expect((await suite.call(person, "GET", path)).status).toBe(403);
    }
    expect((await suite.call(null, "GET", AUDIT)).status).toBe(401);
  });

  it("refuses malformed filters and pages with a message, and answers nothing else", async () => {
    for (const [query, message] of [
      ["from=2026-13-01", "from must be a calendar day written YYYY-MM-DD"],
      ["from=2026-02-30", "from must be a calendar day written YYYY-MM-DD"],
      ["to=yesterday", "to must be a calendar day written YYYY-MM-DD"],
      ["kind=EVERYTHING", "kind must be one of the audit log's kinds of change"],
      ["limit=101", "limit must not be greater than 100"],
      ["page=0", "page must not be less than 1"],
      ["page=two", "page must be an integer number"],
    ] as const) {
      const answer = await suite.call(people.owner, "GET", `${AUDIT}?${query}`);
      expect(answer, query).toMatchObject({
        status: 400,
        body: { errMsgs: expect.arrayContaining([message]) },
      });
    }
    const farPage = await suite.call(people.owner, "GET", `${AUDIT}?page=999999999999999&limit=100`);
    expect(farPage).toMatchObject({ status: 200, body: { items: [] } });
    const exported = await suite.call(people.owner, "GET", `${AUDIT}/export?format=xml`);
    expect(exported).toMatchObject({ status: 400, body: { errMsgs: ["format must be csv or json"] } });
  });
});

describe("verifying the audit chain through the API", () => {
  it("answers intact since the first entry, with the head", async () => {
    await recorded(byOwner(1), byOwner(2));
    const answer = await suite.call(people.owner, "GET", `${AUDIT}/verification`);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ intact: true, headHash: answer.body.head.hash });
    expect(answer.body.count).toBe(answer.body.head.count);
  });

  it("names an entry changed in the database", async () => {
    await recorded(byOwner(1), byOwner(2), byOwner(3));
    const count = await headCount();
    await suite.gateway.db
      .update(auditEntries)
      .set({ after: '{"GDPR":false}' })
      .where(entryAt(count - 1));
    expect((await suite.call(people.owner, "GET", `${AUDIT}/verification`)).body).toMatchObject({
      intact: false,
      firstBroken: { sequence: count - 1, reason: "changed" },
    });
  });

  it("names an entry deleted from the database", async () => {
    await recorded(byOwner(1), byOwner(2), byOwner(3));
    const count = await headCount();
    await suite.gateway.db.delete(auditEntries).where(entryAt(count - 1));
    expect((await suite.call(people.superAdmin, "GET", `${AUDIT}/verification`)).body).toMatchObject({
      intact: false,
      firstBroken: { sequence: count - 1, reason: "missing" },
    });
  });

  it("finds the chain truncated when its last entries are deleted", async () => {
    await recorded(byOwner(1), byOwner(2), byOwner(3));
    const count = await headCount();
    await suite.gateway.db.execute(
      sql`delete from audit_entries where organization_id = ${SEEDED.organizationId} and sequence > ${count - 2}`,
    );
    expect((await suite.call(people.owner, "GET", `${AUDIT}/verification`)).body).toMatchObject({
      intact: false,
      count: count - 2,
      firstBroken: { sequence: count - 1, reason: "truncated" },
      head: { count },
    });
  });
});

describe("exporting the audit log", () => {
  it("downloads the matching entries as CSV, oldest first, the head after them", async () => {
    await recorded(byOwner(1), bySuperAdmin(2), byOwner(3));
    const response = await fetch(
      `${suite.gateway.apiUrl}${AUDIT}/export?format=csv&kind=DEPARTMENT_SETTINGS_CHANGED`,
      {
        headers: people.owner.headers,
      },
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toMatch(
      /^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines[0]).toMatch(/^sequence,at,actorId,actorEmail,actorRole,kind,/);
    const rows = lines.slice(1, lines.indexOf(""));
    expect(rows.map((row) => row.split(",")[1])).toEqual([
      "2026-12-01T09:00:00.000Z",
      "2026-12-03T09:00:00.000Z",
    ]);
    expect(rows[0]).toContain('"{""GDPR"":false}"');
    const count = await headCount();
    expect(lines.slice(lines.indexOf("") + 1, lines.indexOf("") + 3)[1]).toMatch(
      new RegExp(`^${count},[0-9a-f]{64}$`),
    );
  });

  it("downloads them as JSON with the organization and the head", async () => {
    await recorded(byOwner(1), bySuperAdmin(2));
    const response = await fetch(
      `${suite.gateway.apiUrl}${AUDIT}/export?format=json&actor=${people.superAdmin.uid}`,
      {
        headers: people.superAdmin.headers,
      },
    );
    expect(response.headers.get("content-disposition")).toMatch(/filename="audit-log-.*\.json"/);
    const file = await response.json();
    expect(file).toMatchObject({
      organizationId: SEEDED.organizationId,
      head: { count: await headCount() },
      entries: [{ kind: "MODEL_ADDED", subject: { name: "guard-7b" } }],
    });
  });
});
