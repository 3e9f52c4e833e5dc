/** The longest webhook address accepted, as browsers and proxies handle it. */
export const MOST_WEBHOOK_URL_LENGTH = 2048;

export const WEBHOOK_URL_RULE = "url must be an http or https address";
export const WEBHOOK_URL_TOO_LONG = `url must be at most ${MOST_WEBHOOK_URL_LENGTH} characters`;

/**
 * What is wrong with a webhook address as typed, null when nothing is: an absolute http(s) address, no longer than
 * browsers keep. Whether the gateway may reach it (no private or loopback address) is the gateway's address
 * policy's to say. Shared rule of the webhook card and the gateway.
 */
export function webhookUrlProblem(url: unknown): string | null {
  if (typeof url !== "string") return WEBHOOK_URL_RULE;
  if (url.length > MOST_WEBHOOK_URL_LENGTH) return WEBHOOK_URL_TOO_LONG;
  try {
    // An empty address does not parse, and an http(s) address without a host does not either.
    const parsed = new URL(url.trim());
    return parsed.protocol === "https:" || parsed.protocol === "http:" ? null : WEBHOOK_URL_RULE;
  } catch {
    return WEBHOOK_URL_RULE;
  }
}
