import { catchError, from, type Observable, of } from "rxjs";
import type { Notifier } from "./notifier.port.ts";
import { reportFailure } from "./report-failure.ts";

/** How a screen's task tells a failure: the notifier and the screen's own words when the server gave none. */
export interface FailureReporting {
  readonly notifier: Pick<Notifier, "notify">;
  readonly fallback: string;
}

/**
 * Runs a task while the screen shows it under way (`busy(true)` before, `busy(false)` after); a failure is told
 * through an error toast (see reportFailure) and answered with null.
 */
export async function runBusyReportingFailure<T>(
  busy: (underWay: boolean) => void,
  reporting: FailureReporting,
  task: () => Promise<T>,
): Promise<T | null> {
  busy(true);
  try {
    return await task();
  } catch (error) {
    reportFailure(reporting.notifier, error, reporting.fallback);
    return null;
  } finally {
    busy(false);
  }
}

/** A load that failed (a toast already said so). */
export interface FailedLoad {
  readonly failed: true;
}

/** One load as an observable; a failure is told through an error toast and arrives as `{ failed: true }`. */
export function loadReportingFailure<T>(
  load: Promise<T>,
  reporting: FailureReporting,
): Observable<T | FailedLoad> {
  return from(load).pipe(
    catchError((error: unknown) => {
      reportFailure(reporting.notifier, error, reporting.fallback);
      return of({ failed: true } as const);
    }),
  );
}
