import { messagesToReport } from "../errors/reportable-failure.ts";
import type { Notifier } from "./notifier.port.ts";

/**
 * Tells the person a call failed, unless an error page (or the sign-in page) already did: an error toast with the
 * server's messages, one a line, or the screen's own words when the server gave none.
 */
export function reportFailure(
  notifier: Pick<Notifier, "notify">,
  error: unknown,
  fallback: string,
  options: { readonly timeoutMs?: number } = {},
): void {
  const messages = messagesToReport(error);
  if (messages === null) return;
  notifier.notify({
    message: messages.length > 0 ? messages.join("\n") : fallback,
    intent: "negative",
    multiLine: true,
    ...(options.timeoutMs === undefined ? {} : { timeoutMs: options.timeoutMs }),
  });
}
