interface SchedulerWithYield {
  yield(): Promise<void>;
}

/**
 * Ends the current task and continues in a new one, so start-up work runs as several short tasks the browser can
 * paint and answer input between, rather than one long one (Lighthouse's Total Blocking Time).
 */
export function yieldToBrowser(window: Window): Promise<void> {
  const scheduler = (window as Window & { scheduler?: Partial<SchedulerWithYield> }).scheduler;
  if (typeof scheduler?.yield === "function") return scheduler.yield();
  return new Promise((resolve) => window.setTimeout(resolve, 0));
}
