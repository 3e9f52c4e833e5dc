import { describe, expect, it } from "vitest";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";
import { isRankedRole, PERMISSION_RANK, passesRank } from "./permission-rank.ts";

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

describe("a ranked role", () => {
  it("is OWNER above SUPER_ADMIN above ADMIN", () => {
    expect(PERMISSION_RANK).toEqual({ OWNER: 3, SUPER_ADMIN: 2, ADMIN: 1 });
  });

  it("is one of the three ranked roles' names, and nothing else", () => {
    expect([OWNER, SUPER_ADMIN, ADMIN].every(isRankedRole)).toBe(true);
    expect(isRankedRole(MEMBER)).toBe(false);
    expect(isRankedRole("owner")).toBe(false);
    expect(isRankedRole("toString")).toBe(false);
    expect(isRankedRole(undefined)).toBe(false);
  });

  it("is never a value that only reads as a role's name", () => {
    expect(isRankedRole([OWNER])).toBe(false);
    expect(isRankedRole({ toString: () => ADMIN })).toBe(false);
  });
});
