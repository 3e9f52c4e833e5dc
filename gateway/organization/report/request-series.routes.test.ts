import { beforeEach, describe, expect, it } from "vitest";
import { NOT_IN_DEPARTMENT, roleTooLow } from "../../../core/organization/organization-permissions.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { NON_RENEWABLE_GRAMS_CO2E_PER_KWH } from "../../../core/organization/request-emissions.ts";
import { seriesStart } from "../../../core/organization/request-series.ts";
import { RECORDED_REQUEST, recordDepartmentRequests } from "../seed/department-requests.fixtures.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;
const DAY = 86_400_000;

/** Support's requests, sent by its admin: three just after midnight today (UTC), two yesterday, one 40 days ago. */
beforeEach(async () => {
  const today = seriesStart(suite.gateway.deps.clock.now(), 1).getTime();
  const sent = { organizationId: SEEDED.organizationId, departmentId: SEEDED.otherDepartmentId };
  const userId = people.otherDepartmentAdmin.uid;
  const { db, deps } = suite.gateway;
  await recordDepartmentRequests(db, deps.clock, {
    ...sent,
    userId,
    count: 3,
    idPrefix: "today",
    newestAt: today + 10 * 60_000,
  });
  await recordDepartmentRequests(db, deps.clock, {
    ...sent,
    userId,
    count: 2,
    idPrefix: "yesterday",
    newestAt: today - DAY / 2,
  });
  await recordDepartmentRequests(db, deps.clock, {
    ...sent,
    userId,
    count: 1,
    idPrefix: "long-ago",
    newestAt: today - 40 * DAY,
  });
});

const series = (query: string, as = people.owner) =>
  call(as, "GET", `/organization/${SEEDED.organizationId}/requests/series?${query}`);
const utcDay = (daysAgo: number) =>
  new Date(seriesStart(suite.gateway.deps.clock.now(), 1).getTime() - daysAgo * DAY)
    .toISOString()
    .slice(0, 10);

describe("the request series", () => {
  it("sums a department's requests per UTC day over the days asked for, oldest first", async () => {
    const answer = await series(`departmentIds=${SEEDED.otherDepartmentId}&days=2`);
    expect(answer.status).toBe(200);
    expect(answer.body.points.map((point: { date: string }) => point.date)).toEqual([utcDay(1), utcDay(0)]);
    const [yesterday, today] = answer.body.points;
    expect(today).toMatchObject({ departmentId: SEEDED.otherDepartmentId, requests: 3 });
    expect(today.spend).toBeCloseTo(3 * RECORDED_REQUEST.totalCost, 7);
    expect(today.energyCost).toBeCloseTo(0.15 * 3 * RECORDED_REQUEST.totalCost, 7);
    // 1,000 tokens at mistral-large-latest's 0.6 Wh per 1,000, 2.35 % of it non-renewable: 0.0141 Wh a request.
    expect(today.emissions).toBeCloseTo((3 * 0.0141 * NON_RENEWABLE_GRAMS_CO2E_PER_KWH) / 1000, 4);
    expect(yesterday).toMatchObject({ requests: 2 });
  });

  it("reaches back as far as asked, 30 days when not told", async () => {
    const answer = await series(`departmentIds=${SEEDED.otherDepartmentId}&days=90`);
    expect(answer.body.points.map((point: { requests: number }) => point.requests)).toEqual([1, 2, 3]);
    const month = await series(`departmentIds=${SEEDED.otherDepartmentId}`);
    expect(month.body.points).toHaveLength(2);
  });

  it("keeps to the departments (repeated) and the person asked for", async () => {
    const both = await series(
      `departmentIds=${SEEDED.departmentId}&departmentIds=${SEEDED.otherDepartmentId}&days=90`,
    );
    const total = (points: { departmentId: string; requests: number }[], departmentId: string) =>
      points.filter((point) => point.departmentId === departmentId).reduce((sum, p) => sum + p.requests, 0);
    expect(total(both.body.points, SEEDED.departmentId)).toBe(SEEDED.memberRequests);
    expect(total(both.body.points, SEEDED.otherDepartmentId)).toBe(6);
    const member = await series(
      `departmentIds=${SEEDED.departmentId}&departmentIds=${SEEDED.otherDepartmentId}&days=90&userId=${people.member.uid}`,
    );
    expect(total(member.body.points, SEEDED.otherDepartmentId)).toBe(0);
    expect(total(member.body.points, SEEDED.departmentId)).toBe(SEEDED.memberRequests);
  });

  it("charts for a department admin their own department only, and for a member none", async () => {
    const own = await series(`departmentIds=${SEEDED.otherDepartmentId}`, people.otherDepartmentAdmin);
    expect(own.status).toBe(200);
    expect(await series(`departmentIds=${SEEDED.departmentId}`, people.otherDepartmentAdmin)).toMatchObject({
      status: 403,
      body: { errMsgs: [NOT_IN_DEPARTMENT] },
    });
    expect(await series(`departmentIds=${SEEDED.departmentId}`, people.member)).toMatchObject({
      status: 403,
      body: { errMsgs: roleTooLow(DepartmentRole.ADMIN).errMsgs },
    });
  });

  it("refuses without departments, with days outside 1 to 90 or not whole, and for unknown departments", async () => {
    const department = `departmentIds=${SEEDED.otherDepartmentId}`;
    const refusals = [
      ["days=7", "departmentIds should not be empty"],
      [`${department}&days=0`, "days must not be less than 1"],
      [`${department}&days=91`, "days must not be greater than 90"],
      [`${department}&days=2.5`, "days must be an integer number"],
      [`${department}&days=abc`, "days must be an integer number"],
    ];
    for (const [query, message] of refusals) {
      const answer = await series(query as string);
      expect(answer.status, query).toBe(400);
      expect(answer.body.errMsgs).toContain(message);
    }
    expect(await series("departmentIds=dep-nope")).toMatchObject({
      status: 404,
      body: { errMsgs: ["Department not found"] },
    });
  });
});
