import { ANTHROPIC_MESSAGE } from "../anthropic-messages/anthropic-messages.components.ts";
import { API_KEY, API_KEY_ROTATION, API_KEY_SETTINGS } from "../api-keys/api-keys.components.ts";
import { AUDIT_ENTRY, AUDIT_VERIFICATION } from "../audit/audit.components.ts";
import { PROVIDER, PROVIDER_MODEL } from "../available-models/available-models.components.ts";
import { INVOICE, INVOICE_PAGE, PAYMENT_METHOD } from "../billing/billing.components.ts";
import { CHAT_COMPLETION, CHAT_MESSAGE } from "../chat-completions/chat-completions.components.ts";
import { EMBEDDING_LIST } from "../embeddings/embeddings.components.ts";
import { USER_ACCOUNT } from "../identity/user-account.components.ts";
import { MODEL, MODEL_LIST } from "../models/models.components.ts";
import {
  COMPLIANCE_FILE,
  POLICY_SEARCH,
} from "../organization/department-resources/compliance-files.components.ts";
import { DEPARTMENT_USER } from "../organization/department-resources/department-users.components.ts";
import { DEPARTMENT } from "../organization/departments/departments.components.ts";
import { GRID_NODE } from "../organization/models/grid-nodes.components.ts";
import {
  CUSTOM_MODEL_CONNECTION_TEST,
  ORGANIZATION_MODEL,
} from "../organization/models/organization-models.components.ts";
import { ORGANIZATION_SUMMARY } from "../organization/overview/organization-summary.components.ts";
import { REQUEST_SERIES, REQUESTS_REPORT } from "../organization/report/requests-report.components.ts";
import { ORGANIZATION_SETTINGS } from "../organization/settings/organization-settings.components.ts";
import { ORGANIZATION_MEMBER } from "../organization/users/organization-members.components.ts";
import { SUPER_ADMIN } from "../organization/users/super-admins.components.ts";
import { RESPONSE } from "../responses/responses.components.ts";
import { SUBSCRIPTION, TIER, TIER_FEATURE } from "../subscription/subscription.components.ts";
import { USAGE_LOG_RECORD } from "../usage-logs/usage-logs.components.ts";
import { ANTHROPIC_PROBLEM, PROBLEM } from "./problem.components.ts";

/** The shared schemas operations refer to by $id, listed in the document's components. */
export const API_COMPONENTS = [
  PROBLEM,
  ANTHROPIC_PROBLEM,
  TIER_FEATURE,
  TIER,
  SUBSCRIPTION,
  INVOICE,
  INVOICE_PAGE,
  PAYMENT_METHOD,
  USER_ACCOUNT,
  API_KEY,
  API_KEY_SETTINGS,
  API_KEY_ROTATION,
  PROVIDER,
  PROVIDER_MODEL,
  CHAT_MESSAGE,
  CHAT_COMPLETION,
  RESPONSE,
  ANTHROPIC_MESSAGE,
  EMBEDDING_LIST,
  MODEL,
  MODEL_LIST,
  USAGE_LOG_RECORD,
  ORGANIZATION_SUMMARY,
  SUPER_ADMIN,
  GRID_NODE,
  ORGANIZATION_MODEL,
  COMPLIANCE_FILE,
  POLICY_SEARCH,
  ORGANIZATION_SETTINGS,
  CUSTOM_MODEL_CONNECTION_TEST,
  DEPARTMENT,
  DEPARTMENT_USER,
  ORGANIZATION_MEMBER,
  REQUESTS_REPORT,
  REQUEST_SERIES,
  AUDIT_ENTRY,
  AUDIT_VERIFICATION,
];
