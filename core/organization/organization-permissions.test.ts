import { describe, expect, it } from "vitest";
import {
  departmentPermissionRefusal,
  mayOverride,
  mayPerform,
  NOT_IN_DEPARTMENT,
  NOT_IN_ORGANIZATION,
  type OrganizationAction,
  organizationPermissionRefusal,
  overrideRefusal,
  permissionRefusal,
  REQUIRED_ROLE,
  roleTooLow,
} from "./organization-permissions.ts";
import { DepartmentRole, OrganizationRole } from "./organization-role.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;
const { ADMIN, MEMBER } = DepartmentRole;

/** Who may do what, as the gateway decides it: the least role each action needs (null: anyone of the organization). */
const LEAST_ROLE: Record<OrganizationAction, "SUPER_ADMIN" | "ADMIN" | null> = {
  viewOrganization: null,
  manageSuperAdmins: "SUPER_ADMIN",
  createDepartment: "SUPER_ADMIN",
  viewDepartment: null,
  editDepartment: "ADMIN",
  viewDepartmentUsers: "ADMIN",
  manageDepartmentUsers: "ADMIN",
  viewMembers: "ADMIN",
  manageMembers: "SUPER_ADMIN",
  manageOrganizationModels: "SUPER_ADMIN",
  assignDepartmentModels: "ADMIN",
  manageApiKeys: "ADMIN",
  viewReport: "ADMIN",
  editBudgetAlerts: "ADMIN",
  manageWebhook: "SUPER_ADMIN",
  editOrganizationRetention: "SUPER_ADMIN",
  editOrganizationSettings: "SUPER_ADMIN",
  downloadEvidence: "ADMIN",
  includeEvidenceBodies: "SUPER_ADMIN",
  viewAuditLog: "SUPER_ADMIN",
};
const ACTIONS = Object.keys(LEAST_ROLE) as OrganizationAction[];

describe("the least role each organization action needs", () => {
  it("covers exactly the gateway's actions", () => {
    expect(Object.keys(REQUIRED_ROLE).sort()).toEqual([...ACTIONS].sort());
  });

  it.each(ACTIONS)("%s needs the role the gateway asks for", (action) => {
    expect(REQUIRED_ROLE[action]).toBe(LEAST_ROLE[action]);
  });
});

describe("whether a role may perform an action", () => {
  const allowedRoles = (action: OrganizationAction) =>
    [OWNER, SUPER_ADMIN, ADMIN, MEMBER].filter((role) => mayPerform(action, role));

  it.each(ACTIONS.filter((action) => LEAST_ROLE[action] === null))("lets anyone %s", (action) => {
    expect(allowedRoles(action)).toEqual([OWNER, SUPER_ADMIN, ADMIN, MEMBER]);
    expect(mayPerform(action, null)).toBe(true);
  });

  it.each(ACTIONS.filter((action) => LEAST_ROLE[action] === "ADMIN"))(
    "lets department admins and above %s, not members",
    (action) => {
      expect(allowedRoles(action)).toEqual([OWNER, SUPER_ADMIN, ADMIN]);
    },
  );

  it.each(ACTIONS.filter((action) => LEAST_ROLE[action] === "SUPER_ADMIN"))(
    "lets only super admins and the owner %s",
    (action) => {
      expect(allowedRoles(action)).toEqual([OWNER, SUPER_ADMIN]);
    },
  );

  it("lets no one without a role do what needs one", () => {
    expect(mayPerform("editDepartment", null)).toBe(false);
    expect(mayPerform("editDepartment", undefined)).toBe(false);
  });
});

describe("the refusal of an action", () => {
  it("names the least role that may act", () => {
    expect(roleTooLow(ADMIN)).toEqual({ status: 403, errMsgs: ["This needs the ADMIN role or higher."] });
    expect(permissionRefusal("viewAuditLog", ADMIN)).toEqual({
      status: 403,
      errMsgs: ["This needs the SUPER_ADMIN role or higher."],
    });
    expect(permissionRefusal("viewReport", MEMBER)).toEqual({
      status: 403,
      errMsgs: ["This needs the ADMIN role or higher."],
    });
  });

  it("is none for a role that reaches the rank, or for an action anyone may take", () => {
    expect(permissionRefusal("viewAuditLog", SUPER_ADMIN)).toBeNull();
    expect(permissionRefusal("viewReport", OWNER)).toBeNull();
    expect(permissionRefusal("viewOrganization", null)).toBeNull();
    expect(permissionRefusal("viewDepartment", undefined)).toBeNull();
  });

  it("tells someone outside the department they do not belong to it, whatever the action", () => {
    expect(NOT_IN_DEPARTMENT).toBe("You do not belong to this department.");
    expect(departmentPermissionRefusal("viewDepartment", null)).toEqual({
      status: 403,
      errMsgs: ["You do not belong to this department."],
    });
    expect(departmentPermissionRefusal("editDepartment", null)).toEqual({
      status: 403,
      errMsgs: ["You do not belong to this department."],
    });
  });

  it("judges someone of the department by their role there", () => {
    expect(departmentPermissionRefusal("viewDepartment", MEMBER)).toBeNull();
    expect(departmentPermissionRefusal("editDepartment", ADMIN)).toBeNull();
    expect(departmentPermissionRefusal("editDepartment", MEMBER)).toEqual({
      status: 403,
      errMsgs: ["This needs the ADMIN role or higher."],
    });
  });

  it("tells someone outside the organization they do not belong to it, whatever the action", () => {
    expect(NOT_IN_ORGANIZATION).toBe("You do not belong to this organization.");
    expect(organizationPermissionRefusal("viewOrganization", null)).toEqual({
      status: 403,
      errMsgs: ["You do not belong to this organization."],
    });
    expect(organizationPermissionRefusal("manageWebhook", null)).toEqual({
      status: 403,
      errMsgs: ["You do not belong to this organization."],
    });
  });

  it("judges someone of the organization by their strongest role in it", () => {
    expect(organizationPermissionRefusal("viewOrganization", MEMBER)).toBeNull();
    expect(organizationPermissionRefusal("manageWebhook", OWNER)).toBeNull();
    expect(organizationPermissionRefusal("manageWebhook", ADMIN)).toEqual({
      status: 403,
      errMsgs: ["This needs the SUPER_ADMIN role or higher."],
    });
  });
});

describe("changing a record a role last changed", () => {
  it("is open to a role of the same rank or higher", () => {
    expect(mayOverride(ADMIN, ADMIN)).toBe(true);
    expect(mayOverride(SUPER_ADMIN, ADMIN)).toBe(true);
    expect(mayOverride(OWNER, OWNER)).toBe(true);
  });

  it("is closed to a lower role, and to a member or no one", () => {
    expect(mayOverride(SUPER_ADMIN, OWNER)).toBe(false);
    expect(mayOverride(MEMBER, ADMIN)).toBe(false);
    expect(mayOverride(null, ADMIN)).toBe(false);
  });

  it("is open to anyone when no role is recorded", () => {
    expect(mayOverride(MEMBER, null)).toBe(true);
    expect(mayOverride(null, undefined)).toBe(true);
  });

  it("is refused with the setting and the role that last changed it", () => {
    expect(overrideRefusal("The budget", OWNER)).toEqual({
      status: 403,
      errMsgs: ["The budget was last changed by OWNER; only OWNER or a higher role may change it."],
    });
  });
});
