/** HMAC-SHA256 of `text` keyed with `secret`, in lowercase hex (node:crypto in the gateway, a fake in tests). */
export type HmacSha256 = (secret: string, text: string) => string;

/** The header a webhook delivery is signed in (Stripe's scheme): `t=<unix seconds>,v1=<hex HMAC>`. */
export const WEBHOOK_SIGNATURE_HEADER = "Webhook-Signature";
/** The header naming a delivery; it stays the same on every retry, so a receiver can drop duplicates. */
export const WEBHOOK_ID_HEADER = "Webhook-Id";

/**
 * The Webhook-Signature of a body sent at `unixSeconds`: the HMAC covers the timestamp and the raw body, so a
 * receiver can refuse a replayed delivery (too old) as well as a forged one.
 */
export function webhookSignature(
  body: string,
  secret: string,
  unixSeconds: number,
  hmac: HmacSha256,
): string {
  const timestamp = Math.floor(unixSeconds);
  return `t=${timestamp},v1=${hmac(secret, `${timestamp}.${body}`)}`;
}

/** How far a receiver should trust a signature's timestamp from its own clock, by default. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * A receiver's check: the header is well formed, within the tolerance of `nowSeconds`, and one of its v1 values is
 * the body's HMAC. (Compare in constant time where it matters; this rule serves tests and documentation.)
 */
export function verifyWebhookSignature(
  header: string,
  body: string,
  secret: string,
  nowSeconds: number,
  hmac: HmacSha256,
  toleranceSeconds = SIGNATURE_TOLERANCE_SECONDS,
): boolean {
  const parts = header.split(",").map((part) => part.trim().split("="));
  const timestamp = Number(parts.find(([name]) => name === "t")?.[1]);
  if (!Number.isInteger(timestamp) || Math.abs(nowSeconds - timestamp) > toleranceSeconds) return false;
  const expected = hmac(secret, `${timestamp}.${body}`);
  return parts.some(([name, value]) => name === "v1" && value === expected);
}
