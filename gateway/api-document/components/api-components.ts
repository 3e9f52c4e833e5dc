import { ANTHROPIC_MESSAGE } from "./anthropic-messages.components.ts";
import { API_KEY } from "./api-keys.components.ts";
import { PROVIDER, PROVIDER_MODEL } from "./available-models.components.ts";
import { INVOICE, INVOICE_PAGE, PAYMENT_METHOD } from "./billing.components.ts";
import { CHAT_COMPLETION, CHAT_MESSAGE } from "./chat-completions.components.ts";
import { EMBEDDING_LIST } from "./embeddings.components.ts";
import { MODEL, MODEL_LIST } from "./models.components.ts";
import {
  COMPLIANCE_FILE,
  CUSTOM_MODEL_CONNECTION_TEST,
  DEPARTMENT,
  DEPARTMENT_USER,
  GRID_NODE,
  ORGANIZATION_MEMBER,
  ORGANIZATION_MODEL,
  ORGANIZATION_SUMMARY,
  REQUEST_SERIES,
  REQUESTS_REPORT,
  SUPER_ADMIN,
} from "./organization.components.ts";
import { ANTHROPIC_PROBLEM, PROBLEM } from "./problem.components.ts";
import { RESPONSE } from "./responses.components.ts";
import { SUBSCRIPTION, TIER, TIER_FEATURE } from "./subscription.components.ts";
import { USAGE_LOG_RECORD } from "./usage-logs.components.ts";
import { USER_ACCOUNT } from "./user-account.components.ts";

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
  CUSTOM_MODEL_CONNECTION_TEST,
  DEPARTMENT,
  DEPARTMENT_USER,
  ORGANIZATION_MEMBER,
  REQUESTS_REPORT,
  REQUEST_SERIES,
];
