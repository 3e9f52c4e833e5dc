import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  NOT_IN_DEPARTMENT,
  NOT_IN_ORGANIZATION,
  roleTooLow,
} from "../../core/organization/organization-permissions.ts";
import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { bucketStartOf } from "../../core/usage-analytics/usage-buckets.ts";
import { END_NOT_AFTER_START } from "../../core/usage-analytics/usage-range.ts";
import { chatHistory } from "../chat-completions/chat-history.schema.ts";
import {
  RECORDED_REQUEST,
  recordDepartmentRequests,
} from "../organization/seed/department-requests.fixtures.ts";
import { seededOrganizationSuite } from "../organization/testing/organization-suite.test-helper.ts";
import { SEEDED } from "../organization/testing/seeded-organization.test-helper.ts";
import type { SignedInPerson } from "../testing/test-gateway.ts";
import { lastSevenDays } from "./usage-analytics.fixtures.ts";

const suite = seededOrganizationSuite("once");
const { people, call } = suite;
const DAY = 86_400_000;
const SUPPORT_REQUESTS = 3;

/** Besides the member's 7 requests in Research (sent now), Support's admin sent 3 in Support yesterday. */
beforeAll(async () => {
  const { db, deps } = suite.gateway;
  await recordDepartmentRequests(db, deps.clock, {
    organizationId: SEEDED.organizationId,
    departmentId: SEEDED.otherDepartmentId,
    userId: people.otherDepartmentAdmin.uid,
    count: SUPPORT_REQUESTS,
    idPrefix: "support",
    newestAt: deps.clock.now() - DAY,
  });
});

const week = () => {
  const { start, end } = lastSevenDays(suite.gateway.deps.clock.now());
  return { startDate: start.toISOString(), endDate: end.toISOString() };
};
const usage = (
  what: "series" | "breakdown",
  query: Record<string, string>,
  as: SignedInPerson = people.owner,
) =>
  call(
    as,
    "GET",
    `/organization/${SEEDED.organizationId}/usage/${what}?${new URLSearchParams({ ...week(), ...query })}`,
  );
/** The member's requests in today's bucket: all of them, but for a few minutes after midnight, when some are yesterday's. */
async function memberRequestsToday(): Promise<number> {
  const { db, deps } = suite.gateway;
  const today = bucketStartOf(new Date(deps.clock.now()), "day").getTime();
  const sent = await db
    .select({ at: chatHistory.createdAt })
    .from(chatHistory)
    .where(eq(chatHistory.userId, people.member.uid));
  return sent.filter(({ at }) => new Date(at).getTime() >= today).length;
}
const requestsIn = (series: { data: { requests: number }[] }) =>
  series.data.reduce((sum, point) => sum + point.requests, 0);

describe("the organization's usage", () => {
  it("sums the requests of every department for the owner, day by day over the week", async () => {
    const answer = await usage("series", { bucket: "day" });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(7);
    expect(requestsIn(answer.body)).toBe(SEEDED.memberRequests + SUPPORT_REQUESTS);
    const today = answer.body.data.at(-1);
    expect(today.totalCost).toBeCloseTo((await memberRequestsToday()) * RECORDED_REQUEST.totalCost, 7);
    expect(today.emissionsGrams).toBeGreaterThan(0);
  });

  it("lists the departments costliest first, by name", async () => {
    const answer = await usage("breakdown", { by: "department" });
    expect(answer.body).toEqual({
      by: "department",
      data: [
        expect.objectContaining({
          key: SEEDED.departmentId,
          label: "Research",
          requests: SEEDED.memberRequests,
        }),
        expect.objectContaining({ key: SEEDED.otherDepartmentId, label: "Customer Support", requests: 3 }),
      ],
    });
  });

  it("lists the people by email, and the models that served them", async () => {
    const byPerson = await usage("breakdown", { by: "person" });
    expect(byPerson.body.data.map((row: { key: string; label: string }) => [row.key, row.label])).toEqual([
      [people.member.uid, people.member.email],
      [people.otherDepartmentAdmin.uid, people.otherDepartmentAdmin.email],
    ]);
    const byModel = await usage("breakdown", { by: "model" });
    expect(byModel.body.data).toEqual([
      expect.objectContaining({ key: RECORDED_REQUEST.servedModel, requests: SEEDED.memberRequests + 3 }),
    ]);
  });

  it("keeps to one department or one person when asked", async () => {
    const support = await usage("series", { departmentId: SEEDED.otherDepartmentId });
    expect(requestsIn(support.body)).toBe(SUPPORT_REQUESTS);
    const member = await usage("breakdown", { by: "department", userId: people.member.uid });
    expect(member.body.data).toEqual([expect.objectContaining({ key: SEEDED.departmentId, requests: 7 })]);
  });

  it("shows a department admin their own department only", async () => {
    const own = await usage("series", {}, people.departmentAdmin);
    expect(requestsIn(own.body)).toBe(SEEDED.memberRequests);
    const byDepartment = await usage("breakdown", { by: "department" }, people.departmentAdmin);
    expect(byDepartment.body.data.map((row: { key: string }) => row.key)).toEqual([SEEDED.departmentId]);
    const other = await usage("series", { departmentId: SEEDED.otherDepartmentId }, people.departmentAdmin);
    expect(other).toMatchObject({ status: 403, body: { errMsgs: [NOT_IN_DEPARTMENT] } });
  });

  it("is refused to members and outsiders as the request report is, even with a malformed query", async () => {
    for (const what of ["series", "breakdown"] as const) {
      expect(await usage(what, { by: "model" }, people.member)).toMatchObject({
        status: 403,
        body: { errMsgs: roleTooLow(DepartmentRole.ADMIN).errMsgs },
      });
      expect(await usage(what, { by: "model", bucket: "month" }, people.outsider)).toMatchObject({
        status: 403,
        body: { errMsgs: [NOT_IN_ORGANIZATION] },
      });
    }
  });

  it("answers 404 for an unknown organization or department", async () => {
    const unknown = await call(people.owner, "GET", "/organization/org-nope/usage/series");
    expect(unknown).toMatchObject({ status: 404, body: { errMsgs: ["Organization not found"] } });
    expect(await usage("series", { departmentId: "dep-nope" })).toMatchObject({
      status: 404,
      body: { errMsgs: ["Department not found"] },
    });
  });

  it("refuses a malformed query with 400 and the reason", async () => {
    const refusals: ["series" | "breakdown", Record<string, string>, string][] = [
      ["breakdown", { by: "apikey" }, "by must be department, person or model"],
      ["series", { bucket: "year" }, "bucket must be hour, day or week"],
      ["series", { startDate: "2025-03-10", endDate: "2025-03-09" }, END_NOT_AFTER_START],
      ["series", { userId: "a".repeat(101) }, "userId must be at most 100 characters"],
    ];
    for (const [what, query, message] of refusals) {
      const answer = await usage(what, query);
      expect(answer.status, JSON.stringify(query)).toBe(400);
      expect(answer.body.errMsgs).toContain(message);
    }
  });
});
