import { Container } from "inversify";
import { describe, expect, it } from "vitest";
import { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { OrganizationGateway } from "../../../core/organization/organization-gateway.port.ts";
import { lazyMemoryOrganizationGateways } from "./lazy-memory-organization-gateways.ts";
import { DEMO_ORGANIZATION_ID, DEMO_ORGANIZATION_NAME } from "./organization-seed.ts";

describe("the lazily loaded organization gateways", () => {
  it("answer through the container once loaded, as the demo owner", async () => {
    const container = new Container();
    container.bind(OrganizationGateway).toConstantValue(lazyMemoryOrganizationGateways().organization);
    const organization = await container.get<OrganizationGateway>(OrganizationGateway).getOrganization();
    expect(organization).toMatchObject({
      id: DEMO_ORGANIZATION_ID,
      name: DEMO_ORGANIZATION_NAME,
      role: "OWNER",
    });
  });

  it("share one database, so what one port changes the others see", async () => {
    const gateways = lazyMemoryOrganizationGateways();
    const container = new Container();
    container.bind(DepartmentsGateway).toConstantValue(gateways.departments);
    await gateways.departments.createDepartment(DEMO_ORGANIZATION_ID, { name: "Legal" });
    const summary = await gateways.organization.getOrganization();
    const departments = await container
      .get<DepartmentsGateway>(DepartmentsGateway)
      .listDepartments(DEMO_ORGANIZATION_ID);
    expect(departments.map((department) => department.name)).toContain("Legal");
    expect(summary.totalDepartments).toBe(departments.length);
  });
});
