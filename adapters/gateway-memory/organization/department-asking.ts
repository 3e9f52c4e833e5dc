import { NOT_IN_DEPARTMENT } from "../../../core/organization/organization-permissions.ts";
import { refusal } from "../../../core/organization/refusal.ts";
import { PiiRedactor } from "../../../core/pii/pii-redactor.ts";
import { alertDepartmentSpend } from "../budget-alerts/department-spend-alerts.ts";
import type { AskedDepartment } from "../chat-completions/memory-chat-completions-gateway.adapter.ts";
import { failure } from "./organization-access.ts";
import type { OrganizationContext } from "./organization-context.ts";

/**
 * The simulated provider's answers carry no measured energy: the figure the reference gateway's tests give a model,
 * so the report's (and the usage logs' totals') emissions of a playground request are an estimate of the same order.
 */
export const SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS = 0.3;

/**
 * The signed-in person asking as one of their departments, as the reference gateway treats x-department-id: the
 * department's PII handling, and the request recorded under their membership (no API key: the session's). Anyone
 * else, an unknown or an empty department id: 403 "You do not belong to this department.".
 */
export function departmentAsking(context: OrganizationContext, departmentId: string): AskedDepartment {
  const { db } = context;
  const membership = db.departmentUsers.where(
    (row) => row.departmentId === departmentId && row.userId === db.actorId,
  )[0];
  if (!membership) throw failure(refusal(403, NOT_IN_DEPARTMENT));
  const department = db.departments.get(departmentId);
  const redactor = new PiiRedactor(department.PIIAndSensitive, department.piiEntities);
  return {
    redact: (text) => redactor.redact(text),
    record: ({ model, totalCost, totalTokens }) => {
      db.requests.insert({
        id: db.newId("req"),
        organizationId: membership.organizationId,
        departmentId,
        apiKeyId: "",
        departmentUserId: membership.id,
        userId: membership.userId,
        createdAt: db.timestamp(),
        status: 200,
        error: null,
        model,
        totalCost,
        totalTokens,
        energyWhPerThousandTokens: SIMULATED_ENERGY_WH_PER_THOUSAND_TOKENS,
        renewablePercentage: null,
        piiRedactions: redactor.redactionCounts,
      });
      alertDepartmentSpend(context, departmentId);
    },
  };
}
