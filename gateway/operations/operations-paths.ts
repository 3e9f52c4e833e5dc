/** The operators' endpoints: on the server itself, outside /v1/api, outside every rate limit, not counted in metrics. */
export const OperationsPath = {
  LIVENESS: "/healthz",
  READINESS: "/readyz",
  METRICS: "/metrics",
} as const;

export const OPERATIONS_PATHS: ReadonlySet<string> = new Set(Object.values(OperationsPath));
