import { describe, expect, it } from "vitest";
import { ComplianceFramework } from "../../core/organization/compliance-framework.ts";
import { DataResidency } from "../../core/organization/data-residency.ts";
import type { Department } from "../../core/organization/department.entity.ts";
import type { DepartmentSettings } from "../../core/organization/department-settings.dto.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { PiiHandling } from "../../core/organization/pii-handling.ts";
import { expectRefusal, type OrganizationWorldFactory } from "./organization-world.ts";

/** The settings of a department as its settings page would save them unchanged. */
export function settingsOf(department: Department): DepartmentSettings {
  return {
    name: department.name,
    description: department.description,
    SOC2: department.SOC2,
    ISO42001: department.ISO42001,
    GDPR: department.GDPR,
    HIPAA: department.HIPAA,
    EU_AI_ACT: department.EU_AI_ACT,
    AI_RMF: department.AI_RMF,
    DORA: department.DORA,
    PIIAndSensitive: department.PIIAndSensitive,
    monthlyBudgetInDollar: department.monthlyBudgetInDollar,
    piiEntities: department.piiEntities,
  };
}

/** DepartmentsGateway: departments, their compliance settings and PII list. */
export function departmentsGatewayConformance(arrange: OrganizationWorldFactory): void {
  describe("the departments gateway", () => {
    it("lists every department to the owner, with their role in each", async () => {
      const world = await arrange();
      const departments = await world.gateways.departments.listDepartments(world.organizationId);
      const ids = departments.map((department) => department.id);
      expect(ids).toEqual(expect.arrayContaining([world.departmentId, world.otherDepartmentId]));
      expect(departments.every((department) => department.role === OrganizationRole.OWNER)).toBe(true);
    });

    it("lists to a member only the departments they belong to", async () => {
      const world = await arrange();
      world.actAs("member");
      const departments = await world.gateways.departments.listDepartments(world.organizationId);
      expect(departments.map((department) => department.id)).toContain(world.departmentId);
      expect(departments.map((department) => department.id)).not.toContain(world.otherDepartmentId);
      expect(departments.find((department) => department.id === world.departmentId)?.role).toBe(
        DepartmentRole.MEMBER,
      );
    });

    it("creates a department with a trimmed name and nothing switched on", async () => {
      const world = await arrange();
      world.actAs("superAdmin");
      const created = await world.gateways.departments.createDepartment(world.organizationId, {
        name: "  Legal  ",
        description: "Contracts and counsel",
      });
      expect(created).toMatchObject({
        name: "Legal",
        description: "Contracts and counsel",
        SOC2: false,
        PIIAndSensitive: PiiHandling.NONE,
        piiEntities: [],
        monthlyBudgetInDollar: null,
        policiesAssigned: [],
        complianceFiles: [],
        models: [],
      });
      const listed = await world.gateways.departments.listDepartments(world.organizationId);
      expect(listed.map((department) => department.id)).toContain(created.id);
    });

    it("refuses a department without a name, a second one with the same name, and one made by a department admin", async () => {
      const world = await arrange();
      const { departments } = world.gateways;
      await expectRefusal(
        departments.createDepartment(world.organizationId, { name: " " }),
        400,
        "name should not be empty",
      );
      const existing = await departments.getDepartment(world.organizationId, world.departmentId);
      await expectRefusal(
        departments.createDepartment(world.organizationId, { name: existing.name.toUpperCase() }),
        409,
      );
      world.actAs("departmentAdmin");
      await expectRefusal(departments.createDepartment(world.organizationId, { name: "Shadow IT" }), 403);
    });

    it("shows a member their department, and no other", async () => {
      const world = await arrange();
      world.actAs("member");
      const department = await world.gateways.departments.getDepartment(
        world.organizationId,
        world.departmentId,
      );
      expect(department.id).toBe(world.departmentId);
      expect(Array.isArray(department.complianceFiles)).toBe(true);
      await expectRefusal(
        world.gateways.departments.getDepartment(world.organizationId, world.otherDepartmentId),
        403,
      );
      await expectRefusal(
        world.gateways.departments.getDepartment(world.organizationId, "dep-does-not-exist"),
        404,
      );
    });

    it("saves a department's settings and records the saving role on what changed", async () => {
      const world = await arrange();
      const { departments } = world.gateways;
      world.actAs("departmentAdmin");
      const before = await departments.getDepartment(world.organizationId, world.departmentId);
      const saved = await departments.updateDepartment(world.organizationId, world.departmentId, {
        ...settingsOf(before),
        description: "Updated by the admin",
        HIPAA: !before.HIPAA,
        piiEntities: ["PERSON", "IP_ADDRESS"],
      });
      expect(saved).toMatchObject({
        description: "Updated by the admin",
        HIPAA: !before.HIPAA,
        piiEntities: ["PERSON", "IP_ADDRESS"],
      });
      expect(saved.lastModifiedByRole).toMatchObject({
        HIPAA: DepartmentRole.ADMIN,
        piiEntities: DepartmentRole.ADMIN,
      });
      expect(saved.lastModifiedByRole.SOC2).toEqual(before.lastModifiedByRole.SOC2);
      expect(saved.policiesAssigned.includes(ComplianceFramework.HIPAA)).toBe(saved.HIPAA);
      expect(await departments.getDepartment(world.organizationId, world.departmentId)).toEqual(saved);
    });

    it("keeps a custom data residency's regions, and keeps the residency the owner chose from a department admin", async () => {
      const world = await arrange();
      const { departments } = world.gateways;
      const before = await departments.getDepartment(world.organizationId, world.departmentId);
      const custom = await departments.updateDepartment(world.organizationId, world.departmentId, {
        ...settingsOf(before),
        dataResidency: DataResidency.CUSTOM,
        customRegions: [DataResidency.EU, DataResidency.CA],
      });
      expect(custom).toMatchObject({ dataResidency: DataResidency.CUSTOM, customRegions: ["EU", "CA"] });
      expect(custom.lastModifiedByRole.dataResidency).toBe(OrganizationRole.OWNER);
      await expectRefusal(
        departments.updateDepartment(world.organizationId, world.departmentId, {
          ...settingsOf(before),
          dataResidency: DataResidency.CUSTOM,
          customRegions: [],
        }),
        400,
        "customRegions must name at least one region for a custom data residency",
      );
      world.actAs("departmentAdmin");
      await expectRefusal(
        departments.updateDepartment(world.organizationId, world.departmentId, {
          ...settingsOf(before),
          dataResidency: DataResidency.US,
        }),
        403,
        "dataResidency was last changed by OWNER; only OWNER or a higher role may change it.",
      );
    });

    it("keeps a setting the owner chose out of a department admin's reach", async () => {
      const world = await arrange();
      const { departments } = world.gateways;
      const before = await departments.getDepartment(world.organizationId, world.departmentId);
      await departments.updateDepartment(world.organizationId, world.departmentId, {
        ...settingsOf(before),
        GDPR: !before.GDPR,
      });
      world.actAs("departmentAdmin");
      await expectRefusal(
        departments.updateDepartment(world.organizationId, world.departmentId, {
          ...settingsOf(before),
          GDPR: before.GDPR,
        }),
        403,
        "GDPR was last changed by OWNER; only OWNER or a higher role may change it.",
      );
    });

    it("refuses settings from a member, and a negative budget from anyone", async () => {
      const world = await arrange();
      const { departments } = world.gateways;
      const before = await departments.getDepartment(world.organizationId, world.departmentId);
      await expectRefusal(
        departments.updateDepartment(world.organizationId, world.departmentId, {
          ...settingsOf(before),
          monthlyBudgetInDollar: -1,
        }),
        400,
        "monthlyBudgetInDollar must not be less than 0",
      );
      world.actAs("member");
      await expectRefusal(
        departments.updateDepartment(world.organizationId, world.departmentId, settingsOf(before)),
        403,
      );
    });

    it("says what a department spent this month: its requests' costs since the 1st (UTC), to all who see it", async () => {
      const world = await arrange();
      const { departments, requests } = world.gateways;
      const daysThisMonth = new Date(world.now()).getUTCDate();
      const { points } = await requests.requestSeries(world.organizationId, {
        departmentIds: [world.departmentId],
        days: daysThisMonth,
      });
      const charted = points.reduce((sum, point) => sum + point.spend, 0);
      const department = await departments.getDepartment(world.organizationId, world.departmentId);
      expect(department.spentThisMonthInDollar).toBeGreaterThan(0);
      expect(department.spentThisMonthInDollar).toBeCloseTo(charted, 5);
      const listed = await departments.listDepartments(world.organizationId);
      expect(listed.find(({ id }) => id === world.departmentId)?.spentThisMonthInDollar).toBe(
        department.spentThisMonthInDollar,
      );
      world.actAs("member");
      expect(
        (await departments.getDepartment(world.organizationId, world.departmentId)).spentThisMonthInDollar,
      ).toBe(department.spentThisMonthInDollar);
      world.actAs("superAdmin");
      const created = await departments.createDepartment(world.organizationId, { name: "Procurement" });
      expect(created.spentThisMonthInDollar).toBe(0);
    });

    it("lists the kinds of personal data a department can detect", async () => {
      const world = await arrange();
      const entities = await world.gateways.departments.listPiiEntities(
        world.organizationId,
        world.departmentId,
      );
      expect(entities).toEqual(expect.arrayContaining(["EMAIL_ADDRESS", "PHONE_NUMBER"]));
    });
  });
}
