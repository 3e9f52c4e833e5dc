import { createHmac } from "node:crypto";
import type { HmacSha256 } from "../../core/budget-alerts/webhook-signature.ts";

/** HMAC-SHA256 keyed with the webhook's secret (the whole `whsec_…` text), in hex. */
export const hmacSha256: HmacSha256 = (secret, text) =>
  createHmac("sha256", secret).update(text).digest("hex");
