import { describe, expect, it } from "vitest";
import { toEntities, toEntity } from "../mapping/to-entity.ts";
import { ComplianceFile } from "./compliance-file.entity.ts";
import { ComplianceFramework } from "./compliance-framework.ts";
import { Department } from "./department.entity.ts";
import { DepartmentUser } from "./department-user.entity.ts";
import { GridNode } from "./grid-node.entity.ts";
import { OrganizationMember } from "./organization-member.entity.ts";
import { InternalModel, OrganizationModel } from "./organization-model.entity.ts";
import { MembershipSummary, OrganizationSummary } from "./organization-summary.entity.ts";
import { OrganizationUser } from "./organization-user.entity.ts";
import { readOrganizationSummary } from "./read-organization-summary.ts";
import { RequestsReport } from "./requests-report.ts";
import { SuperAdmin } from "./super-admin.entity.ts";

const at = "2025-03-01T09:30:00.000Z";

describe("the organization summary", () => {
  const summary = (role: string | null, departmentRoles: string[]) =>
    toEntity(OrganizationSummary, {
      id: "org-1",
      name: "Acme",
      status: "ACTIVE",
      role,
      departments: departmentRoles.map((r, i) => ({ id: `d${i}`, name: `D${i}`, role: r })),
    });

  it("marks the owner, the super admin and a department admin from their roles", () => {
    expect(summary("OWNER", [])).toMatchObject({ isOwner: true, isSuperAdmin: false, hasAdminRole: false });
    expect(summary("SUPER_ADMIN", ["MEMBER"])).toMatchObject({
      isOwner: false,
      isSuperAdmin: true,
      hasAdminRole: false,
    });
    expect(summary(null, ["MEMBER", "ADMIN"])).toMatchObject({
      isOwner: false,
      isSuperAdmin: false,
      hasAdminRole: true,
    });
  });

  it("reads missing activity and department lists as empty", () => {
    expect(summary(null, [])).toMatchObject({ recentActivities: [], departments: [] });
  });

  it("is read from stored details only when the organization has an id", () => {
    expect(readOrganizationSummary({ id: null })).toBeNull();
    expect(readOrganizationSummary({ id: "org-1", name: "Acme", role: "OWNER" })).toMatchObject({
      isOwner: true,
      isSuperAdmin: false,
      hasAdminRole: false,
    });
  });
});

describe("a department", () => {
  it("lists as assigned policies exactly the frameworks whose flag is set", () => {
    const department = toEntity(Department, {
      id: "d1",
      name: "Finance",
      SOC2: true,
      GDPR: true,
      DORA: false,
    });
    expect(department.policiesAssigned).toEqual([ComplianceFramework.SOC2, ComplianceFramework.GDPR]);
  });

  it("reads its files and models as entities, with dates", () => {
    const department = toEntity(Department, {
      id: "d1",
      name: "Finance",
      createdAt: at,
      complianceFiles: [{ id: "f1", name: "policy", createdAt: at }],
      models: [{ id: "m1", name: "llama", gridNode: { id: "n1", lastUpdatedAt: at } }],
    });
    expect(department.createdAt).toEqual(new Date(at));
    expect(department.complianceFiles[0]?.createdAt).toEqual(new Date(at));
    expect(department.models[0]).toBeInstanceOf(OrganizationModel);
    expect(department.models[0]?.gridNode?.lastUpdatedAt).toEqual(new Date(at));
  });
});

describe("a department user", () => {
  it("keeps their account and API keys, and an absent key list reads as none", () => {
    const [withKeys, withoutKeys] = toEntities(DepartmentUser, [
      {
        id: "du1",
        role: "ADMIN",
        user: { id: "u1", email: "a@b.io" },
        apikeys: [{ id: "k1", value: "sk", createdAt: at }],
      },
      { id: "du2", role: "MEMBER", user: { id: "u2", email: "c@d.io" } },
    ]);
    expect(withKeys?.apikeys[0]?.createdAt).toEqual(new Date(at));
    expect(withKeys?.user.email).toBe("a@b.io");
    expect(withoutKeys?.apikeys).toEqual([]);
  });
});

describe("the requests report", () => {
  it("names the user behind each request through its API key's department user", () => {
    const report = toEntity(RequestsReport, {
      items: [
        {
          id: "r1",
          createdAt: at,
          status: 200,
          error: null,
          apikey: { id: "k1", departmentUser: { id: "du1", user: { id: "u1", email: "a@b.io" } } },
        },
        { id: "r2", createdAt: at, status: 500, error: "upstream", apikey: null },
      ],
      meta: { total: 42, page: 1, limit: 2 },
    });
    expect(report.total).toBe(42);
    expect(report.items.map((item) => item.user?.email ?? null)).toEqual(["a@b.io", null]);
    expect(report.items[0]).not.toHaveProperty("apikey");
  });
});

describe("the organization's people and models as entities", () => {
  it("read a super admin's account, or none before they sign up", () => {
    const [signedUp, invited] = toEntities(SuperAdmin, [
      { id: "sa1", email: "a@b.io", phone: null, role: "SUPER_ADMIN", user: { id: "u1", email: "a@b.io" } },
      { id: "sa2", email: "c@d.io", phone: null, role: "SUPER_ADMIN", user: null },
    ]);
    expect(signedUp?.user).toBeInstanceOf(OrganizationUser);
    expect(invited?.user).toBeNull();
  });

  it("read a member's departments with their role there", () => {
    const member = toEntity(OrganizationMember, {
      id: "u1",
      email: "a@b.io",
      departments: [{ id: "d1", name: "Finance", role: "ADMIN" }],
    });
    expect(member.departments[0]).toBeInstanceOf(MembershipSummary);
    expect(member.departments[0]).toMatchObject({ id: "d1", role: "ADMIN" });
    expect(toEntity(OrganizationMember, { id: "u2", email: "c@d.io" }).departments).toEqual([]);
  });

  it("read a department user's account and dates", () => {
    const user = toEntity(DepartmentUser, {
      id: "du1",
      role: "MEMBER",
      user: { id: "u1", email: "a@b.io" },
      createdAt: at,
      updatedAt: at,
    });
    expect(user.user).toBeInstanceOf(OrganizationUser);
    expect([user.createdAt, user.updatedAt]).toEqual([new Date(at), new Date(at)]);
  });

  it("read a model's measurements, grid node, prices and dates, an unpriced model's prices as null", () => {
    const model = toEntity(OrganizationModel, {
      id: "m1",
      name: "llama",
      internalModel: { id: "im1", name: "llama", tokensPerSecondIn: 900 },
      gridNode: { id: "n1", lastUpdatedAt: at },
      tokenInPricePerMillionTokens: 0.5,
      createdAt: at,
      updatedAt: at,
    });
    expect(model.internalModel).toBeInstanceOf(InternalModel);
    expect(model.gridNode).toBeInstanceOf(GridNode);
    expect(model.gridNode?.lastUpdatedAt).toEqual(new Date(at));
    expect([model.tokenInPricePerMillionTokens, model.tokenOutPricePerMillionTokens]).toEqual([0.5, null]);
    expect([model.createdAt, model.updatedAt]).toEqual([new Date(at), new Date(at)]);
  });

  it("read a policy document's date", () => {
    const file = toEntity(ComplianceFile, { id: "f1", name: "policy", createdAt: at });
    expect(file.createdAt).toEqual(new Date(at));
  });
});

describe("the requests report of a gateway that sends no count", () => {
  it("counts no requests", () => {
    expect(toEntity(RequestsReport, { items: [] }).total).toBe(0);
  });
});

describe("reading the gateway's JSON", () => {
  it("refuses a list where one record was expected, and the reverse", () => {
    expect(() => toEntity(Department, [])).toThrow("Expected one Department record, got a list");
    expect(() => toEntities(Department, { id: "d1" })).toThrow("Expected a list of Department, got object");
  });
});
