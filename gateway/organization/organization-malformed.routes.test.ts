import { describe, expect, it } from "vitest";
import { ENDPOINTS } from "../../contracts/endpoints.ts";
import { seededOrganizationSuite } from "./testing/organization-suite.test-helper.ts";
import { SEEDED } from "./testing/seeded-organization.test-helper.ts";

const { people, call } = seededOrganizationSuite("once");

/** Bodies a careless or hostile client might send, of every JSON kind and wrong types in likely fields. */
const BODIES = [
  "[]",
  "42",
  '"text"',
  "null",
  '{"name": {"$ne": 1}, "email": ["a"], "phone": 14165550199}',
  '{"departments": "dep-research", "role": 3, "organizationModelId": {}}',
  '{"type": "CUSTOM", "gridNodeId": ["x"], "internalId": 7, "url": false}',
  '{"name": "nul\\u0000byte", "description": "\\u0000", "email": "a@b.co", "departments": ["\\u0000"]}',
  '{"SOC2": "yes", "piiEntities": [1, {}], "monthlyBudgetInDollar": "1e999", "dataResidency": []}',
];

/** Each id of a path: the seeded ones, and ones that are odd but reach the route. */
const IDS = [
  { orgId: SEEDED.organizationId, depId: SEEDED.departmentId },
  { orgId: "%E2%80%8B", depId: "..%2F..%2Fetc" },
  { orgId: `${SEEDED.organizationId}%00`, depId: "%00" },
];

const organizationCalls = ENDPOINTS.filter((endpoint) => endpoint.area === "organization");

describe("malformed organization calls", () => {
  it("are answered with a 4xx and messages, never a server error", async () => {
    const serverErrors: string[] = [];
    const statuses = new Set<number>();
    for (const { method, path } of organizationCalls) {
      for (const ids of IDS) {
        const concrete = path.replace(
          /\{(\w+)\}/g,
          (_, name: string) => ids[name as keyof typeof ids] ?? "x%20y",
        );
        for (const body of method === "GET" || method === "DELETE" ? [undefined] : BODIES) {
          const answer = await call(people.owner, method, concrete, body);
          statuses.add(answer.status);
          if (answer.status >= 500) serverErrors.push(`${method} ${concrete} ${body} → ${answer.status}`);
          else if (answer.status >= 400) expect(answer.body.errMsgs.length).toBeGreaterThan(0);
        }
      }
    }
    expect(serverErrors).toEqual([]);
    // They reached the routes as the owner: the seeded ids are answered, the odd ones refused, nobody signed out.
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 404]));
    expect(statuses.has(401)).toBe(false);
  }, 120_000);

  it("answers a report query of the wrong kinds with 400", async () => {
    for (const query of ["page=-1", "limit=1.5", "page=0", "limit=abc&page=2"]) {
      const answer = await call(
        people.owner,
        "GET",
        `/organization/${SEEDED.organizationId}/requests?${query}`,
      );
      expect(answer.status, query).toBe(400);
    }
  });

  // Found by gateway/server/endpoints.fuzz.test.ts: the name overflowed its unique index's row, a 500.
  it("answers a department name too long for the database with 400 and creates nothing", async () => {
    const path = `/organization/${SEEDED.organizationId}/departments`;
    const before = await call(people.owner, "GET", path);
    // A long run, and 3000 varied CJK characters that do not compress below the index's limit either.
    const varied = Array.from({ length: 3000 }, (_, i) => String.fromCharCode(0x4e00 + ((i * 7919) % 20000)));
    for (const name of ["x".repeat(600_000), varied.join("")]) {
      const answer = await call(people.owner, "POST", path, { name });
      expect(answer.status, `${name.length} characters`).toBe(400);
      expect(answer.body.errMsgs).toEqual([expect.any(String)]);
    }
    expect((await call(people.owner, "GET", path)).body).toEqual(before.body);
  });

  // Found by gateway/server/endpoints.fuzz.test.ts: a list as the name was a 500 on a PostgreSQL server, and an
  // object was stored as the text of its JSON.
  it("refuses a department name that is not text with 400 and creates nothing", async () => {
    const path = `/organization/${SEEDED.organizationId}/departments`;
    const before = await call(people.owner, "GET", path);
    for (const name of [[{ a: true }], ["Research"], { $ne: 1 }, 42, true]) {
      const answer = await call(people.owner, "POST", path, { name });
      expect(answer.status, JSON.stringify(name)).toBe(400);
      expect(answer.body.errMsgs).toContain("name must be a string");
    }
    expect((await call(people.owner, "GET", path)).body).toEqual(before.body);
  });
});
