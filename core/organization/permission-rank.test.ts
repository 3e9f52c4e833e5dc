import { describe, expect, it } from "vitest";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import { passesRank } from "./permission-rank.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;

describe("the permission rank", () => {
  it("lets a role pass when its rank is at least the required one", () => {
    expect(passesRank(OWNER, SUPER_ADMIN)).toBe(true);
    expect(passesRank(SUPER_ADMIN, SUPER_ADMIN)).toBe(true);
    expect(passesRank(ADMIN, ADMIN)).toBe(true);
    expect(passesRank(ADMIN, SUPER_ADMIN)).toBe(false);
    expect(passesRank(SUPER_ADMIN, OWNER)).toBe(false);
  });

  it("lets everyone pass when no role is required", () => {
    expect(passesRank(null, null)).toBe(true);
    expect(passesRank(MEMBER, undefined)).toBe(true);
  });

  it("gives a department member or an unknown role no rank at all", () => {
    expect(passesRank(MEMBER, ADMIN)).toBe(false);
    expect(passesRank("ROOT", ADMIN)).toBe(false);
    expect(passesRank(null, ADMIN)).toBe(false);
  });
});
