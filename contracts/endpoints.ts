// Every call of SPEC §7, as the contract check sees it: each must have at least one interaction in the pact.
// Plain Node runs this file (type stripping), so it stays free of enums and other non-erasable syntax.

export interface Endpoint {
  readonly method: "GET" | "POST" | "PUT" | "DELETE";
  /** Below the API base (/v1/api); `{name}` stands for one path segment. */
  readonly path: string;
  /** The area whose pact test covers it. */
  readonly area: string;
}

const DEPARTMENT = "/organization/{orgId}/departments/{depId}";

export const ENDPOINTS: readonly Endpoint[] = [
  { method: "GET", path: "/tiers", area: "subscription" },
  { method: "GET", path: "/tiers/current", area: "subscription" },
  { method: "POST", path: "/tiers/subscribe/{tierId}", area: "subscription" },
  { method: "DELETE", path: "/tiers/subscription", area: "subscription" },
  { method: "GET", path: "/tiers/invoices", area: "billing" },
  { method: "GET", path: "/stripe/payment-methods", area: "billing" },
  { method: "GET", path: "/providers/models", area: "available-models" },
  { method: "GET", path: "/users/apikeys", area: "api-keys" },
  { method: "POST", path: "/users/apikeys", area: "api-keys" },
  { method: "DELETE", path: "/users/apikeys/{id}", area: "api-keys" },
  // API keys people can govern (issue 27): edit, rotate with a grace, revoke.
  { method: "PUT", path: "/users/apikeys/{id}", area: "api-keys" },
  { method: "POST", path: "/users/apikeys/{id}/rotate", area: "api-keys" },
  { method: "POST", path: "/users/apikeys/{id}/revoke", area: "api-keys" },
  { method: "POST", path: "/auth/send-welcome", area: "auth" },
  { method: "POST", path: "/chat/completions", area: "chat-completions" },
  { method: "GET", path: "/chat/history", area: "usage-logs" },
  // Over the whole history (issue 25): what the filters add up to, and every request as a CSV file.
  { method: "GET", path: "/chat/history/totals", area: "usage-logs" },
  { method: "GET", path: "/chat/history/export", area: "usage-logs" },
  { method: "GET", path: "/organization", area: "organization" },
  { method: "POST", path: "/organization", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/users", area: "organization" },
  { method: "POST", path: "/organization/{orgId}/users", area: "organization" },
  { method: "DELETE", path: "/organization/{orgId}/users/{userId}", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/departments", area: "organization" },
  { method: "POST", path: "/organization/{orgId}/departments", area: "organization" },
  { method: "GET", path: DEPARTMENT, area: "organization" },
  { method: "PUT", path: DEPARTMENT, area: "organization" },
  { method: "GET", path: `${DEPARTMENT}/users`, area: "organization" },
  { method: "PUT", path: `${DEPARTMENT}/users/{userId}`, area: "organization" },
  { method: "DELETE", path: `${DEPARTMENT}/users/{userId}`, area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/files`, area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/files/url`, area: "organization" },
  { method: "DELETE", path: `${DEPARTMENT}/files/{fileId}`, area: "organization" },
  // Policy files that are really read (issue 29): a search of their passages, the organization's embedding model.
  { method: "GET", path: `${DEPARTMENT}/files/search`, area: "organization" },
  { method: "GET", path: "/organization/{orgId}/settings", area: "organization" },
  { method: "PUT", path: "/organization/{orgId}/settings", area: "organization" },
  { method: "POST", path: "/organization/{orgId}/users/departments", area: "organization" },
  { method: "PUT", path: "/organization/{orgId}/users/departments/{userId}", area: "organization" },
  { method: "DELETE", path: "/organization/{orgId}/users/departments/{userId}", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/users/departments", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/models", area: "organization" },
  { method: "POST", path: "/organization/{orgId}/models", area: "organization" },
  { method: "DELETE", path: "/organization/{orgId}/models/{modelId}", area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/models`, area: "organization" },
  { method: "DELETE", path: `${DEPARTMENT}/models/{modelId}`, area: "organization" },
  { method: "GET", path: "/node", area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/users/{userId}/api-keys`, area: "organization" },
  { method: "DELETE", path: `${DEPARTMENT}/users/{userId}/api-keys/{apiKeyId}`, area: "organization" },
  { method: "GET", path: `${DEPARTMENT}/pii/pii-list`, area: "organization" },
  { method: "GET", path: "/organization/{orgId}/requests", area: "organization" },
  // Additions to SPEC §7 (issue 7): saving a card for the local ledger, the account figures SPEC §3 names, feedback.
  { method: "POST", path: "/stripe/payment-methods", area: "billing" },
  { method: "GET", path: "/users/account", area: "billing" },
  { method: "POST", path: "/feedback", area: "feedback" },
  // The gateway's description of itself (issue 7), read by the API documentation page.
  { method: "GET", path: "/openapi.json", area: "api-document" },
  // The report's requests summed per day and department, for its charts (issue 8).
  { method: "GET", path: "/organization/{orgId}/requests/series", area: "organization" },
  // Trying a custom model's dedicated URL and key, before adding it or once added.
  { method: "POST", path: "/organization/{orgId}/models/connection-test", area: "organization" },
  { method: "POST", path: "/organization/{orgId}/models/{modelId}/connection-test", area: "organization" },
  // Usage over time and by group, the person's and the organization's (issue 25).
  { method: "GET", path: "/usage/series", area: "usage-analytics" },
  { method: "GET", path: "/usage/breakdown", area: "usage-analytics" },
  { method: "GET", path: "/organization/{orgId}/usage/series", area: "usage-analytics" },
  { method: "GET", path: "/organization/{orgId}/usage/breakdown", area: "usage-analytics" },
  // Budget alerts (issue 25): the person's notifications, a department's thresholds, the organization's webhook.
  { method: "GET", path: "/notifications", area: "notifications" },
  { method: "POST", path: "/notifications/{id}/read", area: "notifications" },
  { method: "POST", path: "/notifications/read-all", area: "notifications" },
  { method: "GET", path: `${DEPARTMENT}/budget-alerts`, area: "budget-alerts" },
  { method: "PUT", path: `${DEPARTMENT}/budget-alerts`, area: "budget-alerts" },
  { method: "GET", path: "/organization/{orgId}/webhook", area: "budget-alerts" },
  { method: "PUT", path: "/organization/{orgId}/webhook", area: "budget-alerts" },
  { method: "DELETE", path: "/organization/{orgId}/webhook", area: "budget-alerts" },
  { method: "POST", path: "/organization/{orgId}/webhook/test", area: "budget-alerts" },
  { method: "GET", path: "/organization/{orgId}/webhook/deliveries", area: "budget-alerts" },
  // How long request logs are kept (issue 25): the person's own, and the organization's department traffic.
  { method: "GET", path: "/retention", area: "retention" },
  { method: "PUT", path: "/retention", area: "retention" },
  { method: "GET", path: "/organization/{orgId}/retention", area: "retention" },
  { method: "PUT", path: "/organization/{orgId}/retention", area: "retention" },
  // The organization's tamper-evident audit log (issue 29): its entries, their verification, their export.
  { method: "GET", path: "/organization/{orgId}/audit", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/audit/verification", area: "organization" },
  { method: "GET", path: "/organization/{orgId}/audit/export", area: "organization" },
  // A department's compliance evidence for a month, as a zip (issue 29).
  { method: "GET", path: `${DEPARTMENT}/evidence`, area: "organization" },
  // Department people's API keys people can govern (issue 27): edit, rotate with a grace, revoke.
  { method: "PUT", path: `${DEPARTMENT}/users/{userId}/api-keys/{apiKeyId}`, area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/users/{userId}/api-keys/{apiKeyId}/rotate`, area: "organization" },
  { method: "POST", path: `${DEPARTMENT}/users/{userId}/api-keys/{apiKeyId}/revoke`, area: "organization" },
];

/** Whether a concrete request path (below the API base) is an instance of the endpoint's template. */
export function endpointMatches(endpoint: Endpoint, method: string, path: string): boolean {
  if (endpoint.method !== method.toUpperCase()) return false;
  const pattern = endpoint.path
    .split("/")
    .map((segment) => (/^\{\w+\}$/.test(segment) ? "[^/]+" : segment.replace(/[.*+?^$()|[\]\\]/g, "\\$&")))
    .join("/");
  return new RegExp(`^${pattern}/?$`).test(path);
}
