import { and, eq } from "drizzle-orm";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../core/organization/organization-status.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { assignModel, ensureDepartment, ensureMembership, ensureUser } from "./organization.fixtures.ts";
import { departments, organizationRoles } from "./organization.schema.ts";
import { createOrganization, FIRST_DEPARTMENT } from "./organization-creation.ts";
import { newId } from "./organization-ids.ts";
import { ensureOrganizationModel } from "./seed/organization-model.fixtures.ts";
import { subscribeWithLimits } from "./seed/team-tier.seed.ts";

const TEAM_TIER = { organizationEnabled: true, teamEnabled: true, maxTeamMembers: 50 };

/**
 * The organization and its people. `signedInRole` decides who the signed-in person (the actor) is: the
 * organization's OWNER or a SUPER_ADMIN ("an organization"), a department's ADMIN or MEMBER ("a department of
 * the organization"); null leaves them out. States combine, each run in the pact's order.
 */
export const organizationProviderStates: ProviderStates = {
  "an organization": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const owner =
      params.signedInRole === OrganizationRole.OWNER
        ? (await actor()).user
        : await ensureUser(db, "user-owner", "owner@meridian.example");
    // The owner's tier includes organizations and teams, so invitations are within it.
    await subscribeWithLimits(db, deps.clock, owner.id, TEAM_TIER);
    await createOrganization(db, deps.clock, owner, {
      id: organizationId,
      name: read.text("name", "Meridian Demo Org"),
      email: owner.email,
      phone: "+14155550142",
      status: read.text("status", OrganizationStatus.ACTIVE) as OrganizationStatus,
    });
    // Its first department (the owner runs it) holds everything a department can, like the others states add.
    const [first] = await db
      .select()
      .from(departments)
      .where(and(eq(departments.organizationId, organizationId), eq(departments.name, FIRST_DEPARTMENT)));
    if (first) {
      await ensureDepartment(db, deps.clock, { organizationId, id: first.id, name: first.name });
      await assignModel(
        db,
        deps.clock,
        first.id,
        await ensureOrganizationModel(db, deps.clock, { organizationId }),
      );
    }
    if (params.signedInRole === OrganizationRole.SUPER_ADMIN) {
      await addSuperAdmin(db, organizationId, (await actor()).user.id);
    }
    return undefined;
  },

  "a department of the organization": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const departmentId = read.text("depId", "dep-research");
    await ensureDepartment(db, deps.clock, {
      organizationId,
      id: departmentId,
      name: read.text("name", "Research"),
      ...(typeof params.GDPR === "boolean" ? { GDPR: params.GDPR } : {}),
      lastModifiedByRole: read.roles("lastModifiedByRole", {}),
    });
    await assignModel(
      db,
      deps.clock,
      departmentId,
      await ensureOrganizationModel(db, deps.clock, { organizationId }),
    );
    const role = params.signedInRole;
    if (role === DepartmentRole.ADMIN || role === DepartmentRole.MEMBER) {
      await ensureMembership(db, deps.clock, { departmentId, userId: (await actor()).user.id, role });
    }
    return undefined;
  },

  "a member of the department": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const userId = read.text("userId", "user-amara");
    await ensureUser(db, userId, read.text("email", "amara.okafor@meridian.example"));
    await ensureMembership(db, deps.clock, {
      departmentId: read.text("depId", "dep-research"),
      userId,
      role: params.role === DepartmentRole.ADMIN ? DepartmentRole.ADMIN : DepartmentRole.MEMBER,
      apiKeyId: read.text("apiKeyId", "key-amara-1"),
    });
    return undefined;
  },

  "a super admin of the organization": async (params, { gateway: { db } }) => {
    const read = stateParams(params);
    const user = await ensureUser(
      db,
      read.text("userId", "user-priya"),
      read.text("email", "priya.raman@meridian.example"),
    );
    await addSuperAdmin(db, read.text("orgId", "org-1"), user.id);
    return undefined;
  },

  "the signed-in user belongs to no organization": async (params, { gateway: { db, deps }, actor }) => {
    const { user } = await actor();
    await subscribeWithLimits(db, deps.clock, user.id, {
      organizationEnabled: params.organizationEnabled !== false,
      teamEnabled: false,
      maxTeamMembers: 1,
    });
    return undefined;
  },
};

async function addSuperAdmin(db: Parameters<typeof ensureUser>[0], organizationId: string, userId: string) {
  await db
    .insert(organizationRoles)
    .values({ id: newId("admin"), organizationId, userId, role: OrganizationRole.SUPER_ADMIN })
    .onConflictDoNothing();
}
