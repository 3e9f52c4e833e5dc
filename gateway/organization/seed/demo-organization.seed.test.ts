import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO_ORGANIZATION } from "../../../demo/demo-organization.ts";
import { DEMO_STAFF } from "../../../demo/demo-people.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../../testing/test-gateway.ts";
import { callsTo } from "../testing/organization-calls.test-helper.ts";
import { seedDemoOrganization } from "./demo-organization.seed.ts";

let gateway: TestGateway;
let demo: SignedInPerson;
beforeAll(async () => {
  gateway = await startTestGateway();
  demo = await gateway.signIn();
});
afterAll(() => gateway.close());

describe("the demo organization", () => {
  it("is the demo account's, ACTIVE, with three departments governed differently, their people and models", async () => {
    await seedDemoOrganization(gateway.db, demo.user, gateway.deps.clock, gateway.deps.auditSeal);
    const call = callsTo(gateway);
    const summary = (await call(demo, "GET", "/organization")).body;
    expect(summary).toMatchObject({
      id: DEMO_ORGANIZATION.id,
      status: "ACTIVE",
      role: "OWNER",
      totalDepartments: 3,
    });
    const departments = (await call(demo, "GET", `/organization/${DEMO_ORGANIZATION.id}/departments`)).body;
    const governance = departments.map((department: Record<string, unknown>) =>
      JSON.stringify([department.PIIAndSensitive, department.dataResidency, department.piiEntities]),
    );
    expect(new Set(governance).size).toBe(3);
    for (const department of departments) {
      expect(department.models.length).toBeGreaterThan(0);
      expect(department.complianceFiles.length).toBeGreaterThan(0);
    }
    const members = (await call(demo, "GET", `/organization/${DEMO_ORGANIZATION.id}/users/departments`)).body;
    expect(members.map((member: { email: string }) => member.email)).toContain(DEMO_STAFF.researcher.email);
    const admins = (await call(demo, "GET", `/organization/${DEMO_ORGANIZATION.id}/users`)).body;
    expect(admins.map((admin: { email: string }) => admin.email)).toContain(DEMO_STAFF.superAdmin.email);
    const invited = await call(demo, "POST", `/organization/${DEMO_ORGANIZATION.id}/users`, {
      email: "new@meridian.example",
    });
    expect(invited.status).toBe(201);
  });

  it("is written once: seeding again keeps what people changed", async () => {
    const call = callsTo(gateway);
    const research = `/organization/${DEMO_ORGANIZATION.id}/departments/dep-research`;
    await seedDemoOrganization(gateway.db, demo.user, gateway.deps.clock, gateway.deps.auditSeal);
    const {
      complianceFiles: _,
      models: __,
      role: ___,
      lastModifiedByRole: ____,
      ...settings
    } = (await call(demo, "GET", research)).body;
    expect((await call(demo, "PUT", research, { ...settings, monthlyBudgetInDollar: 4321 })).status).toBe(
      200,
    );
    await seedDemoOrganization(gateway.db, demo.user, gateway.deps.clock, gateway.deps.auditSeal);
    expect((await call(demo, "GET", research)).body.monthlyBudgetInDollar).toBe(4321);
    expect((await call(demo, "GET", "/organization")).body.totalDepartments).toBe(3);
  });
});
