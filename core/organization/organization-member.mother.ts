import { toEntity } from "../mapping/to-entity.ts";
import type { Wire } from "../mapping/wire.ts";
import { OrganizationMember } from "./organization-member.entity.ts";
import { DepartmentRole } from "./organization-role.ts";

/** People of an organization for tests, with the departments they belong to. */
export const OrganizationMemberMother = {
  /** Someone in no department unless given. */
  record(overrides: Partial<Wire<OrganizationMember>> = {}): Wire<OrganizationMember> {
    return { id: "user-test", email: "someone@example.test", departments: [], ...overrides };
  },

  create(overrides: Partial<Wire<OrganizationMember>> = {}): OrganizationMember {
    return toEntity(OrganizationMember, OrganizationMemberMother.record(overrides));
  },

  /** Someone who is a member (not admin) of each department given by id (named after it). */
  memberOf(id: string, email: string, departmentIds: readonly string[]): OrganizationMember {
    return OrganizationMemberMother.create({
      id,
      email,
      departments: departmentIds.map((departmentId) => ({
        id: departmentId,
        name: departmentId,
        role: DepartmentRole.MEMBER,
      })),
    });
  },
};
