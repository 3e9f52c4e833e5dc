import { describe, expect, it } from "vitest";
import { actingRole, permissionFor } from "./acting-role.ts";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";

const summary = (role: OrganizationRole | null, departmentRoles: DepartmentRole[]) => ({
  role,
  departments: departmentRoles.map((departmentRole, index) => ({
    id: `d${index}`,
    name: `D${index}`,
    role: departmentRole,
  })),
});

describe("the role a person acts with across the organization", () => {
  it("is their organization role when they hold one", () => {
    expect(actingRole(summary(OrganizationRole.SUPER_ADMIN, [DepartmentRole.MEMBER]))).toBe("SUPER_ADMIN");
  });

  it("is ADMIN for someone who runs any department, MEMBER for someone who only belongs to some", () => {
    expect(actingRole(summary(null, [DepartmentRole.MEMBER, DepartmentRole.ADMIN]))).toBe("ADMIN");
    expect(actingRole(summary(null, [DepartmentRole.MEMBER]))).toBe("MEMBER");
  });

  it("is none outside any organization", () => {
    expect(actingRole(null)).toBeNull();
    expect(actingRole(summary(null, []))).toBeNull();
  });
});

describe("a permission", () => {
  it("names the least role that may act when the role does not reach it", () => {
    expect(permissionFor("createDepartment", "ADMIN")).toEqual({
      allowed: false,
      requiredRole: "SUPER_ADMIN",
    });
    expect(permissionFor("createDepartment", "OWNER")).toEqual({
      allowed: true,
      requiredRole: "SUPER_ADMIN",
    });
    expect(permissionFor("viewOrganization", "MEMBER")).toEqual({ allowed: true, requiredRole: null });
  });
});
