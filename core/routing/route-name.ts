/** Every named place in the dashboard (SPEC §2). */
export enum RouteName {
  MAIN_LAYOUT = "MAIN_LAYOUT",
  AUTH_LAYOUT = "AUTH_LAYOUT",
  ERROR_LAYOUT = "ERROR_LAYOUT",
  DASHBOARD = "DASHBOARD",
  DOCUMENT = "DOCUMENT",
  API_DOCUMENT = "API_DOCUMENT",
  API_KEY = "API_KEY",
  SUBSCRIPTION = "SUBSCRIPTION",
  BILLING = "BILLING",
  LOGS = "LOGS",
  /** How long the person's requests, and their organization's, are kept (issue 25). */
  RETENTION = "RETENTION",
  /** The person's usage over time: spend, tokens, errors and latency by hour, day or week (issue 25). */
  USAGE = "USAGE",
  PLAYGROUND_PAGE = "PLAYGROUND_PAGE",
  FEEDBACK = "FEEDBACK",
  DISCORD = "DISCORD",
  /** The legal pages behind the configured terms and privacy links (SPEC §2: /tos, /privacy-policy). */
  TERMS_OF_SERVICE = "TERMS_OF_SERVICE",
  PRIVACY_POLICY = "PRIVACY_POLICY",
  AUTH_PAGE = "AUTH_PAGE",
  AVAILABLE_MODELS = "AVAILABLE_MODELS",
  ORGANIZATION_ROUTER_PAGE = "ORGANIZATION_ROUTER_PAGE",
  ORGANIZATION_PAGE = "ORGANIZATION_PAGE",
  ORGANIZATION_DEPARTMENT_PAGE = "ORGANIZATION_DEPARTMENT_PAGE",
  ORGANIZATION_MODEL_PAGE = "ORGANIZATION_MODEL_PAGE",
  ORGANIZATION_USER_PAGE = "ORGANIZATION_USER_PAGE",
  ORGANIZATION_REPORT_PAGE = "ORGANIZATION_REPORT_PAGE",
  /** The organization's usage per department and per person, with top lists (issue 25). */
  ORGANIZATION_ANALYTICS_PAGE = "ORGANIZATION_ANALYTICS_PAGE",
  /** The organization's tamper-evident audit log, for owners and super admins (issue 29). */
  ORGANIZATION_ACTIVITY_PAGE = "ORGANIZATION_ACTIVITY_PAGE",
  SERVER_ERROR = "SERVER_ERROR",
  CONNECTION_ERROR = "CONNECTION_ERROR",
  ACCESS_DENIED = "ACCESS_DENIED",
  CONTACT_SUPPORT = "CONTACT_SUPPORT",
  MANY_REQUEST = "MANY_REQUEST",
  CORS_POLICY = "CORS_POLICY",
  NOT_FOUND = "NOT_FOUND",
}
