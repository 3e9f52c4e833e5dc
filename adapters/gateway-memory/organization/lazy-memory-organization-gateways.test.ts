import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import {
  DEMO_DEPARTMENTS,
  DEMO_MEMBERSHIPS,
  DEMO_ORGANIZATION,
  type DemoMembership,
} from "../../../demo/demo-organization.ts";
import { DEMO_PEOPLE } from "../../../demo/demo-people.ts";

// The memory profile loads the demo: these tests follow its names, so editing the demo changes nothing here.
const DEMO_ORGANIZATION_ID = DEMO_ORGANIZATION.id;
const researchersDepartment = () => {
  const membership = DEMO_MEMBERSHIPS.find((found) => found.person === "researcher") as DemoMembership;
  const department = DEMO_DEPARTMENTS.find((found) => found.id === membership.departmentId);
  return { id: membership.departmentId, name: department?.name, role: membership.role };
};

import { lazyMemoryOrganizationGateways } from "./lazy-memory-organization-gateways.ts";

describe("the lazily loaded organization gateways", () => {
  it("answer through the container once loaded, as the demo owner", async () => {
    const container = new Container();
    container.bind(OrganizationGateway).toConstantValue(lazyMemoryOrganizationGateways().organization);
    const organization = await container.get(OrganizationGateway).getOrganization();
    expect(organization).toMatchObject({
      id: DEMO_ORGANIZATION_ID,
      name: DEMO_ORGANIZATION.name,
      role: "OWNER",
    });
  });

  it("share one database, so what one port changes the others see", async () => {
    const gateways = lazyMemoryOrganizationGateways();
    const container = new Container();
    container.bind(DepartmentsGateway).toConstantValue(gateways.departments);
    await gateways.departments.createDepartment(DEMO_ORGANIZATION_ID, { name: "Legal" });
    const summary = await gateways.organization.getOrganization();
    const departments = await container.get(DepartmentsGateway).listDepartments(DEMO_ORGANIZATION_ID);
    expect(departments.map((department) => department.name)).toContain("Legal");
    expect(summary.totalDepartments).toBe(departments.length);
  });

  it("act as whoever is signed in at each call: a seeded person as themselves, a new email as a new account", async () => {
    let signedIn: string | null = DEMO_PEOPLE.superAdmin.email;
    const gateways = lazyMemoryOrganizationGateways(async () => signedIn);
    expect(await gateways.organization.getOrganization()).toMatchObject({
      role: "SUPER_ADMIN",
      departments: [],
    });

    signedIn = DEMO_PEOPLE.researcher.email;
    expect(await gateways.organization.getOrganization()).toMatchObject({
      role: null,
      departments: [researchersDepartment()],
    });

    signedIn = "someone.new@elsewhere.example";
    expect(await gateways.organization.getOrganization()).toEqual({ id: null });
    const context = await gateways.context();
    expect(context.db.accounts.get(context.db.actorId).email).toBe("someone.new@elsewhere.example");

    signedIn = DEMO_PEOPLE.owner.email;
    expect(await gateways.organization.getOrganization()).toMatchObject({ role: "OWNER" });
  });
});
