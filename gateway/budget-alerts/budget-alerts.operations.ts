import { budgetAlertSettingsRefusal } from "../../core/budget-alerts/budget-alert-settings-change.ts";
import { BUDGET_THRESHOLD_RANGE } from "../../core/budget-alerts/budget-alert-settings-json.ts";
import { MOST_BUDGET_THRESHOLDS } from "../../core/budget-alerts/budget-alert-settings-rules.ts";
import { DepartmentRole, OrganizationRole } from "../../core/organization/organization-role.ts";
import { pathIds } from "../api-document/dto-schema.ts";
import { integer, listOf, record, yesNo } from "../api-document/schema-words.ts";
import {
  DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW,
  MALFORMED,
  organizationOperation,
  UNKNOWN,
} from "../organization/organization-operation.ts";

const DEPARTMENT = pathIds({ orgId: "The organization's id.", depId: "The department's id." });
const { min, max } = BUDGET_THRESHOLD_RANGE;

const SETTINGS = record({
  thresholds: {
    ...listOf(integer(), `Whole percents of the monthly budget, ${min} to ${max}, lowest first.`),
    maxItems: MOST_BUDGET_THRESHOLDS,
  },
  forecastWarning: yesNo("Warn when the month-end forecast passes the budget."),
});

const EXAMPLE = { thresholds: [50, 80, 100], forecastWarning: true };

const OVERRIDDEN =
  budgetAlertSettingsRefusal(
    EXAMPLE,
    OrganizationRole.OWNER,
    { ...EXAMPLE, thresholds: [90] },
    DepartmentRole.ADMIN,
  )?.errMsgs[0] ?? "";

export const BUDGET_ALERTS_OPERATIONS = {
  get: organizationOperation({
    id: "getBudgetAlerts",
    summary: "A department's budget alerts",
    description:
      "Each threshold fires once per UTC month, notifying the department's admins, the organization's super " +
      "admins and owner (and the organization's webhook, if set). Not saved yet: 50, 80 and 100 %, forecast on.",
    params: DEPARTMENT,
    answer: {
      status: 200,
      description: "The department's budget alerts.",
      schema: SETTINGS,
      example: EXAMPLE,
    },
    refusals: {
      403: DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("MEMBER"),
      404: UNKNOWN("organization", "department"),
    },
  }),

  save: organizationOperation({
    id: "saveBudgetAlerts",
    summary: "Save a department's budget alerts",
    description:
      "Department admins and above. Alerts last saved by a higher role than yours stay as they are. A threshold " +
      "crossed already this month does not fire again.",
    params: DEPARTMENT,
    body: SETTINGS,
    answer: { status: 200, description: "The budget alerts as saved.", schema: SETTINGS, example: EXAMPLE },
    refusals: {
      400: MALFORMED(`each threshold must be a whole percent from ${min} to ${max}`),
      403: [
        `${DEPARTMENT_OUTSIDER_OR_RANK_TOO_LOW("ADMIN")[0]} Or the alerts were last saved by a higher role.`,
        OVERRIDDEN,
      ],
      404: UNKNOWN("organization", "department"),
    },
  }),
};
