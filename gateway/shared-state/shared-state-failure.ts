/** The kinds of state several gateway instances share through Redis when `REDIS_URL` is set. */
export const SharedStateKind = {
  RATE_LIMITS: "rate-limits",
  BUDGETS: "budgets",
  KEY_CHANGES: "key-changes",
  ROUTING_STATISTICS: "routing-statistics",
} as const;
export type SharedStateKind = (typeof SharedStateKind)[keyof typeof SharedStateKind];

/**
 * What a kind of state does while Redis cannot be reached. Open: the instance carries on with its own in-process
 * state for that kind (limits and budgets then count this instance's requests only). Closed: requests that need it
 * are answered 503 with Retry-After, and readiness fails, until Redis is back.
 */
export const FailureMode = { OPEN: "open", CLOSED: "closed" } as const;
export type FailureMode = (typeof FailureMode)[keyof typeof FailureMode];

export type FailureModes = Readonly<Record<SharedStateKind, FailureMode>>;

/** Budgets fail closed: letting spend through unshared could overshoot a budget by a multiple of it. */
export const DEFAULT_FAILURE_MODES: FailureModes = {
  [SharedStateKind.RATE_LIMITS]: FailureMode.OPEN,
  [SharedStateKind.BUDGETS]: FailureMode.CLOSED,
  [SharedStateKind.KEY_CHANGES]: FailureMode.OPEN,
  [SharedStateKind.ROUTING_STATISTICS]: FailureMode.OPEN,
};

/** The setting of each kind: GATEWAY_REDIS_FAILURE_RATE_LIMITS, …_BUDGETS, …_KEY_CHANGES, …_ROUTING_STATISTICS. */
export function failureSettingName(kind: SharedStateKind): string {
  return `GATEWAY_REDIS_FAILURE_${kind.toUpperCase().replaceAll("-", "_")}`;
}

/** Each kind's mode from the environment; a value other than open or closed stops the start with a message. */
export function failureModesFrom(env: Record<string, string | undefined>): FailureModes {
  const modes = { ...DEFAULT_FAILURE_MODES };
  for (const kind of Object.values(SharedStateKind)) {
    const name = failureSettingName(kind);
    const value = env[name]?.trim().toLowerCase();
    if (value === undefined || value === "") continue;
    if (value !== FailureMode.OPEN && value !== FailureMode.CLOSED)
      throw new Error(`${name} must be "open" or "closed", not "${env[name]}".`);
    modes[kind] = value;
  }
  return modes;
}
