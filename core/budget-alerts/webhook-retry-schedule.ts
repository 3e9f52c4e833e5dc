const MINUTE = 60_000;

/** How long after each failed attempt the next one is made: 1 min, 5 min, 30 min, 2 h; then the delivery failed. */
export const WEBHOOK_RETRY_DELAYS_MS: readonly number[] = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];

/** Attempts a delivery gets in all: the first and one per retry delay. */
export const WEBHOOK_MAX_ATTEMPTS = WEBHOOK_RETRY_DELAYS_MS.length + 1;

/**
 * When a delivery that has failed `attempts` times (1 after the first) is tried again, in ms since the epoch; null
 * when it has had every attempt and is failed.
 */
export function nextWebhookAttemptAt(attempts: number, failedAt: number): number | null {
  const delay = WEBHOOK_RETRY_DELAYS_MS[attempts - 1];
  return delay === undefined ? null : failedAt + delay;
}
