import { HttpProblem } from "../server/http-problem.ts";
import type { ConnectionLog } from "./redis-connection.ts";
import { FailureMode, type FailureModes, type SharedStateKind } from "./shared-state-failure.ts";

/** How long a client is asked to wait when shared state is unavailable: Redis reconnects within a second. */
export const UNAVAILABLE_RETRY_AFTER_S = 2;

/** 503 in the API's own error shape, with Retry-After: a kind of state that fails closed cannot be reached. */
export function sharedStateUnavailable(kind: SharedStateKind): HttpProblem {
  return new HttpProblem(
    503,
    `The gateway cannot reach its shared state (${kind}) to check this request. Retry in ${UNAVAILABLE_RETRY_AFTER_S} s.`,
  ).describedAs({ retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_S, type: "service_unavailable" });
}

/**
 * Runs an operation on Redis; when Redis fails, follows the kind's failure mode: open runs the in-process
 * fallback (this instance's own state), closed answers 503 (sharedStateUnavailable). Failures are logged once per
 * outage and kind, not once per request. Also remembers the last outcome per kind, for readiness.
 */
export class SharedStateGuard {
  private readonly failing = new Set<SharedStateKind>();

  constructor(
    private readonly modes: FailureModes,
    private readonly log: ConnectionLog,
  ) {}

  async run<T>(
    kind: SharedStateKind,
    onRedis: () => Promise<T>,
    inProcess: () => T | Promise<T>,
  ): Promise<T> {
    try {
      const result = await onRedis();
      if (this.failing.delete(kind)) this.log.info({ kind }, "shared state reachable again");
      return result;
    } catch (error) {
      if (!this.failing.has(kind)) {
        this.failing.add(kind);
        this.log.warn(
          { kind, mode: this.modes[kind], err: error },
          this.modes[kind] === FailureMode.OPEN
            ? "shared state unavailable: carrying on with this instance's own state"
            : "shared state unavailable: refusing requests that need it (503)",
        );
      }
      if (this.modes[kind] === FailureMode.OPEN) return inProcess();
      throw sharedStateUnavailable(kind);
    }
  }

  /** The mode of each kind, as set. */
  modeOf(kind: SharedStateKind): FailureMode {
    return this.modes[kind];
  }
}
