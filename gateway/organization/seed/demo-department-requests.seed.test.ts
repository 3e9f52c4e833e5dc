import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_DEPARTMENTS, DEMO_ORGANIZATION } from "../../../demo/demo-organization.ts";
import { chatHistory } from "../../chat-completions/chat-history.schema.ts";
import { seedDemoRequestHistory } from "../../chat-completions/demo-request-history.seed.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../../testing/test-gateway.ts";
import { callsTo } from "../testing/organization-calls.test-helper.ts";
import { seedDemoDepartmentRequests } from "./demo-department-requests.seed.ts";
import { seedDemoOrganization } from "./demo-organization.seed.ts";

const DAY = 86_400_000;
const DEPARTMENT_IDS = DEMO_DEPARTMENTS.map((department) => department.id);

interface ReportItem {
  readonly id: string;
  readonly createdAt: string;
  readonly status: number;
  readonly error: string | null;
  readonly departmentId: string;
  readonly model: string;
  readonly totalCost: number;
  readonly apikey: { id: string; departmentUser: { user: { email: string } } | null };
}

let gateway: TestGateway;
let owner: SignedInPerson;
let call: ReturnType<typeof callsTo>;
let ownLogsBefore: unknown;

beforeAll(async () => {
  gateway = await startTestGateway();
  owner = await gateway.signIn();
  call = callsTo(gateway);
  const { db, deps } = gateway;
  await seedDemoOrganization(db, owner.user, deps.clock, deps.auditSeal);
  await seedDemoRequestHistory(db, owner.user, deps.clock);
  ownLogsBefore = (await call(owner, "GET", "/chat/history?verbose=true")).body;
  await seedDemoDepartmentRequests(db, deps.clock, DEMO_ORGANIZATION.id);
});
afterAll(() => gateway.close());

/** Every request of the report, page after page. */
async function wholeReport(): Promise<{ total: number; items: ReportItem[] }> {
  const items: ReportItem[] = [];
  for (let page = 1; ; page++) {
    const { body } = await call(
      owner,
      "GET",
      `/organization/${DEMO_ORGANIZATION.id}/requests?page=${page}&limit=100`,
    );
    items.push(...body.items);
    if (items.length >= body.meta.total || body.items.length === 0) return { total: body.meta.total, items };
  }
}

describe("the demo organization's department requests", () => {
  it("fill its report: about 150 requests in each department, from its users, several models, some failed", async () => {
    const { total, items } = await wholeReport();
    expect(total).toBe(150);
    expect(items).toHaveLength(150);
    for (const departmentId of DEPARTMENT_IDS) {
      const sent = items.filter((item) => item.departmentId === departmentId);
      expect(sent.length, departmentId).toBeGreaterThan(15);
      const senders = new Set(sent.map((item) => item.apikey.departmentUser?.user.email));
      expect(senders.size, departmentId).toBeGreaterThanOrEqual(2);
      expect(sent.every((item) => item.apikey.departmentUser !== null)).toBe(true);
      expect(sent.every((item) => item.apikey.id.startsWith(`key-${departmentId}-`))).toBe(true);
    }
    expect(new Set(items.map((item) => item.model)).size).toBeGreaterThanOrEqual(3);
    const failed = items.filter((item) => item.status >= 400);
    expect(failed.length).toBeGreaterThanOrEqual(5);
    expect(failed.length).toBeLessThan(40);
    expect(failed.every((item) => item.error && item.totalCost === 0)).toBe(true);
    const served = items.filter((item) => item.status === 200);
    expect(served.every((item) => item.error === null && item.totalCost > 0)).toBe(true);
  });

  it("spread over the last 30 days, as the report's charts show them", async () => {
    const now = gateway.deps.clock.now();
    const { items } = await wholeReport();
    const times = items.map((item) => Date.parse(item.createdAt));
    expect(Math.max(...times)).toBeLessThanOrEqual(now);
    expect(Math.min(...times)).toBeGreaterThan(now - 30 * DAY);
    const departments = DEPARTMENT_IDS.map((id) => `departmentIds=${id}`).join("&");
    const { body } = await call(
      owner,
      "GET",
      `/organization/${DEMO_ORGANIZATION.id}/requests/series?${departments}&days=30`,
    );
    const points: {
      date: string;
      departmentId: string;
      requests: number;
      spend: number;
      emissions: number;
    }[] = body.points;
    expect(points.reduce((sum, point) => sum + point.requests, 0)).toBe(150);
    expect(new Set(points.map((point) => point.date)).size).toBeGreaterThanOrEqual(20);
    for (const departmentId of DEPARTMENT_IDS) {
      const charted = points.filter((point) => point.departmentId === departmentId);
      expect(
        charted.reduce((sum, point) => sum + point.spend, 0),
        departmentId,
      ).toBeGreaterThan(0);
      expect(
        charted.reduce((sum, point) => sum + point.emissions, 0),
        departmentId,
      ).toBeGreaterThan(0);
    }
  });

  it("leave the demo account's own usage logs as they were: they are the department users' requests", async () => {
    const ownLogs = (await call(owner, "GET", "/chat/history?verbose=true")).body;
    expect(ownLogs).toEqual(ownLogsBefore);
    expect(ownLogs.data.length).toBeGreaterThan(0);
  });

  it("carry what each department's PII handling redacted from their prompts, counted by kind", async () => {
    const rows = await gateway.db
      .select({
        departmentId: chatHistory.departmentId,
        query: chatHistory.query,
        pii: chatHistory.piiRedactions,
      })
      .from(chatHistory)
      .where(eq(chatHistory.organizationId, DEMO_ORGANIZATION.id));
    // Every demo department handles personal data: each request has counts, empty for a prompt without any.
    expect(rows.every((row) => row.pii !== null)).toBe(true);
    const placeholders = (query: string) => query.match(/<[A-Z_]+?(?:_\d+)?>/g)?.length ?? 0;
    for (const row of rows)
      expect(Object.values(row.pii ?? {}).reduce((sum, count) => sum + count, 0)).toBe(
        placeholders(row.query),
      );
    expect(rows.some((row) => (row.pii?.EMAIL_ADDRESS ?? 0) > 0)).toBe(true);
  });

  it("are written once: seeding again adds none", async () => {
    await seedDemoDepartmentRequests(gateway.db, gateway.deps.clock, DEMO_ORGANIZATION.id);
    expect((await wholeReport()).total).toBe(150);
  });
});
