import { describe, expect, it } from "vitest";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import { type PersonRoles, roleInDepartment, strongestRole } from "./person-roles.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;

const roles = (
  organizationRole: OrganizationRole | null,
  departmentRoles: Record<string, DepartmentRole> = {},
): PersonRoles => ({ organizationRole, departmentRoles: new Map(Object.entries(departmentRoles)) });

describe("the role someone acts with in a department", () => {
  it("is their organization role, which outranks any role they hold in the department", () => {
    expect(roleInDepartment(roles(SUPER_ADMIN, { sales: ADMIN }), "sales")).toBe(SUPER_ADMIN);
    expect(roleInDepartment(roles(OWNER), "sales")).toBe(OWNER);
  });

  it("is their role in that department, not in another", () => {
    const person = roles(null, { sales: MEMBER, legal: ADMIN });
    expect(roleInDepartment(person, "sales")).toBe(MEMBER);
    expect(roleInDepartment(person, "legal")).toBe(ADMIN);
  });

  it("is none for someone outside the department", () => {
    expect(roleInDepartment(roles(null, { legal: ADMIN }), "sales")).toBeNull();
    expect(roleInDepartment(roles(null), "sales")).toBeNull();
  });
});

describe("the role someone acts with across the organization", () => {
  it("is their organization role when they hold one", () => {
    expect(strongestRole(roles(OWNER, { sales: MEMBER }))).toBe(OWNER);
    expect(strongestRole(roles(SUPER_ADMIN))).toBe(SUPER_ADMIN);
  });

  it("is ADMIN for someone who runs any department, whatever their other departments", () => {
    expect(strongestRole(roles(null, { sales: MEMBER, legal: ADMIN }))).toBe(ADMIN);
    expect(strongestRole(roles(null, { legal: ADMIN }))).toBe(ADMIN);
  });

  it("is MEMBER for someone who only belongs to departments", () => {
    expect(strongestRole(roles(null, { sales: MEMBER, legal: MEMBER }))).toBe(MEMBER);
  });

  it("is none for someone with no role anywhere", () => {
    expect(strongestRole(roles(null))).toBeNull();
  });
});
