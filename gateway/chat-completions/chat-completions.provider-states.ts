import { DepartmentRole } from "../../core/organization/organization-role.ts";
import { OrganizationStatus } from "../../core/organization/organization-status.ts";
import { ensureDepartment, ensureMembership, ensureUser } from "../organization/organization.fixtures.ts";
import { createOrganization } from "../organization/organization-creation.ts";
import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";

/** The chat completions' provider states (the models on offer are the catalogue's: available-models). */
export const chatCompletionsProviderStates: ProviderStates = {
  /**
   * The signed-in user is a MEMBER of department {depId} of organization {orgId}, owned by someone else: a
   * department that masks email addresses and assigns no models, so any model on offer may serve it.
   */
  "the signed-in user belongs to a department": async (params, { gateway: { db, deps }, actor }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const departmentId = read.text("depId", "dep-research");
    const owner = await ensureUser(db, "user-owner", "owner@meridian.example");
    await createOrganization(db, deps.clock, owner, {
      id: organizationId,
      name: "Meridian Demo Org",
      email: owner.email,
      phone: "+14155550142",
      status: OrganizationStatus.ACTIVE,
    });
    await ensureDepartment(db, deps.clock, { organizationId, id: departmentId, name: "Research" });
    const { user } = await actor();
    await ensureMembership(db, deps.clock, { departmentId, userId: user.id, role: DepartmentRole.MEMBER });
    return undefined;
  },
};
