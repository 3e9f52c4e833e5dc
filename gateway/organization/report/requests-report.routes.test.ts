import { beforeEach, describe, expect, it } from "vitest";
import { RECORDED_REQUEST, recordDepartmentRequests } from "../seed/department-requests.fixtures.ts";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("before each test");
const { people, call } = suite;
const SUPPORT_REQUESTS = 2;
beforeEach(() =>
  recordDepartmentRequests(suite.gateway.db, suite.gateway.deps.clock, {
    organizationId: SEEDED.organizationId,
    departmentId: SEEDED.otherDepartmentId,
    userId: people.otherDepartmentAdmin.uid,
    count: SUPPORT_REQUESTS,
    idPrefix: "support",
  }),
);

const report = (query: string, as = people.owner) =>
  call(as, "GET", `/organization/${SEEDED.organizationId}/requests?${query}`);
const ids = (body: { items: { id: string }[] }) => body.items.map((item) => item.id);

describe("the requests report", () => {
  it("pages newest first through one total, without repeating a request", async () => {
    const query = `departmentIds=${SEEDED.departmentId}&limit=3`;
    const pages = [
      await report(`${query}&page=1`),
      await report(`${query}&page=2`),
      await report(`${query}&page=3`),
    ];
    expect(pages.map((page) => page.body.items.length)).toEqual([3, 3, 1]);
    expect(pages.every((page) => page.body.meta.total === SEEDED.memberRequests)).toBe(true);
    const all = pages.flatMap((page) => page.body.items);
    expect(new Set(all.map((item) => item.id)).size).toBe(SEEDED.memberRequests);
    const times = all.map((item) => Date.parse(item.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(pages[1]?.body.meta).toEqual({
      total: SEEDED.memberRequests,
      page: 2,
      limit: 3,
      nextCursor: expect.any(String),
    });
    expect(pages[2]?.body.meta.nextCursor).toBeNull();
  });

  it("pages through a cursor as by number, each page counting the same total", async () => {
    const query = `departmentIds=${SEEDED.departmentId}&limit=3`;
    const byNumber = [
      await report(`${query}&page=1`),
      await report(`${query}&page=2`),
      await report(`${query}&page=3`),
    ];
    const byCursor = [byNumber[0]];
    for (let cursor = byNumber[0]?.body.meta.nextCursor; cursor; ) {
      const page = await report(`${query}&page=9&cursor=${cursor}`);
      expect(page.status).toBe(200);
      expect(page.body.meta.total).toBe(SEEDED.memberRequests);
      byCursor.push(page);
      cursor = page.body.meta.nextCursor;
    }
    expect(byCursor.map((page) => ids(page?.body))).toEqual(byNumber.map((page) => ids(page?.body)));
  });

  it("neither repeats nor skips a request through a cursor while newer ones arrive", async () => {
    const query = `departmentIds=${SEEDED.departmentId}&limit=4`;
    const first = await report(query);
    await recordDepartmentRequests(suite.gateway.db, suite.gateway.deps.clock, {
      organizationId: SEEDED.organizationId,
      departmentId: SEEDED.departmentId,
      userId: people.member.uid,
      count: 2,
      idPrefix: "newer",
      newestAt: suite.gateway.deps.clock.now() + 3_600_000,
    });
    const second = await report(`${query}&cursor=${first.body.meta.nextCursor}`);
    const seen = [...ids(first.body), ...ids(second.body)];
    expect(seen).toHaveLength(SEEDED.memberRequests);
    expect(new Set(seen).size).toBe(SEEDED.memberRequests);
    expect(seen.some((id) => id.startsWith("newer"))).toBe(false);
    expect(second.body.meta).toMatchObject({ total: SEEDED.memberRequests + 2, nextCursor: null });
  });

  it("refuses a cursor it did not give with 400", async () => {
    const foreign = await report(`departmentIds=${SEEDED.departmentId}&cursor=not-a-cursor`);
    expect(foreign).toMatchObject({
      status: 400,
      body: { errMsgs: ["cursor is not one this gateway gave"] },
    });
  });

  it("keeps to the departments (repeated) and the person asked for, naming who sent each", async () => {
    const both = await report(
      `departmentIds=${SEEDED.departmentId}&departmentIds=${SEEDED.otherDepartmentId}&limit=50`,
    );
    expect(both.body.meta.total).toBe(SEEDED.memberRequests + SUPPORT_REQUESTS);
    const members = await report(
      `departmentIds=${SEEDED.departmentId}&departmentIds=${SEEDED.otherDepartmentId}&userId=${people.member.uid}&limit=50`,
    );
    expect(members.body.meta.total).toBe(SEEDED.memberRequests);
    expect(members.body.items[0]).toMatchObject({
      status: 200,
      error: null,
      departmentId: SEEDED.departmentId,
      model: RECORDED_REQUEST.servedModel,
      totalCost: RECORDED_REQUEST.totalCost,
      apikey: { departmentUser: { user: { id: people.member.uid, email: people.member.email } } },
    });
  });

  it("gives a department admin their departments' requests when none are named", async () => {
    const own = await report("limit=50", people.otherDepartmentAdmin);
    expect(own.body.meta.total).toBe(SUPPORT_REQUESTS);
  });

  it("still names who sent a request after they left the department", async () => {
    await call(
      people.owner,
      "DELETE",
      `/organization/${SEEDED.organizationId}/departments/${SEEDED.departmentId}/users/${people.member.uid}`,
    );
    const after = await report(`departmentIds=${SEEDED.departmentId}&limit=1`);
    expect(after.body.items[0].apikey.departmentUser.user.email).toBe(people.member.email);
  });

  it("refuses page sizes and pages that are not whole numbers in range, and unknown departments", async () => {
    const notANumber = await report("page=abc");
    expect(notANumber.status).toBe(400);
    expect(notANumber.body.errMsgs).toContain("page must be an integer number");
    expect(await report("limit=101")).toMatchObject({
      status: 400,
      body: { errMsgs: ["limit must not be greater than 100"] },
    });
    expect(await report("departmentIds=dep-nope")).toMatchObject({
      status: 404,
      body: { errMsgs: ["Department not found"] },
    });
    const farAway = await report("page=99999999999999&limit=100");
    expect(farAway.status).toBe(200);
    expect(ids(farAway.body)).toEqual([]);
  });
});
