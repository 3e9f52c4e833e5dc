import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { seededOrganizationSuite } from "../testing/organization-suite.test-helper.ts";
import { SEEDED } from "../testing/seeded-organization.test-helper.ts";

const suite = seededOrganizationSuite("once");
const { people, call } = suite;

const ORG = `/organization/${SEEDED.organizationId}`;

describe("someone invited before they ever signed in", () => {
  it("finds the departments they were invited into when they first sign in", async () => {
    const email = `zoe-${randomUUID().slice(0, 8)}@meridian.example`;
    const invited = await call(people.owner, "POST", `${ORG}/users/departments`, {
      email: ` ${email.toUpperCase()} `,
      departments: [SEEDED.departmentId, SEEDED.otherDepartmentId],
    });
    expect(invited.status).toBe(201);
    const zoe = await suite.gateway.signIn(email);
    const summary = await call(zoe, "GET", "/organization");
    expect(summary.body).toMatchObject({ id: SEEDED.organizationId, role: null });
    expect(summary.body.departments.map((department: { id: string }) => department.id).sort()).toEqual(
      [SEEDED.departmentId, SEEDED.otherDepartmentId].sort(),
    );
    const key = await call(
      zoe,
      "POST",
      `${ORG}/departments/${SEEDED.departmentId}/users/${zoe.uid}/api-keys`,
    );
    expect(key.status).toBe(201);
  });

  it("becomes a super admin the same way", async () => {
    const email = `ada-${randomUUID().slice(0, 8)}@meridian.example`;
    expect((await call(people.superAdmin, "POST", `${ORG}/users`, { email })).status).toBe(201);
    const ada = await suite.gateway.signIn(email);
    expect((await call(ada, "GET", "/organization")).body).toMatchObject({ role: "SUPER_ADMIN" });
    expect((await call(ada, "GET", `${ORG}/users`)).status).toBe(200);
  });
});
