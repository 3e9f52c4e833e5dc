import type { ProviderStates } from "../verification/provider-state.ts";
import { stateParams } from "../verification/state-params.ts";
import { recordAudit } from "./record-audit.ts";

/** The audit log's provider states (after "an organization"). */
export const auditProviderStates: ProviderStates = {
  /** Departments created by the owner, one entry each, recorded as the API records them (Legal, then Sales). */
  "the organization's audit log holds entries": async (params, { gateway: { db, deps } }) => {
    const read = stateParams(params);
    const organizationId = read.text("orgId", "org-1");
    const actor = {
      id: "user-owner",
      email: read.text("actorEmail", "owner@meridian.example"),
      role: "OWNER",
    };
    await db.transaction(async (tx) => {
      for (const name of ["Legal", "Sales"])
        await recordAudit(tx, deps, {
          organizationId,
          departmentId: `dep-${name.toLowerCase()}`,
          actor,
          kind: "DEPARTMENT_CREATED",
          subject: { type: "department", id: `dep-${name.toLowerCase()}`, name },
          before: null,
          after: { name, description: null },
          address: "203.0.113.7",
        });
    });
    return undefined;
  },
};
