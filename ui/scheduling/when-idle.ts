import { afterNextPaint } from "./after-next-paint.ts";

/** The longest the work waits for an idle moment; then it runs anyway. */
const IDLE_TIMEOUT_MS = 500;

/**
 * Runs `work` once the browser has nothing else to do: after the tasks already queued (a render under way, the
 * frame it paints), so work that can wait never holds up what a person is about to see. Where idle callbacks are
 * missing (Safari), after the next paint. Returns what cancels it, if it has not run yet.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback !== "function") return afterNextPaint(work);
  const id = requestIdleCallback(() => work(), { timeout: IDLE_TIMEOUT_MS });
  return () => cancelIdleCallback(id);
}
