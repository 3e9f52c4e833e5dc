import { messagesToReport } from "../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../core/notifier/notifier.port.ts";

/**
 * Tells the person a call failed, unless an error page (or the sign-in page) already did: an error toast with the
 * server's messages, or the fallback when it sent none.
 */
export function reportFailure(notifier: Notifier, error: unknown, fallback: string): void {
  const messages = messagesToReport(error);
  if (messages === null) return;
  notifier.notify({ message: messages.length > 0 ? messages.join("\n") : fallback, intent: "negative" });
}
