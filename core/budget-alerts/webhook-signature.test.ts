import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type HmacSha256, verifyWebhookSignature, webhookSignature } from "./webhook-signature.ts";

const hmac: HmacSha256 = (secret, text) => createHmac("sha256", secret).update(text).digest("hex");
const body = '{"id":"evt_1"}';

describe("a webhook delivery's signature", () => {
  it("is the timestamp and the HMAC-SHA256 of the timestamp, a dot and the raw body", () => {
    // The HMAC as `openssl dgst -sha256 -hmac whsec_test` gives it for "1700000000.{body}".
    expect(webhookSignature(body, "whsec_test", 1_700_000_000, hmac)).toBe(
      "t=1700000000,v1=c89214b5b5da833daed6f0b8c5bb6bd58cea9022bd80ccc78230f3942d632925",
    );
  });

  it("counts whole seconds", () => {
    expect(webhookSignature(body, "whsec_test", 1_700_000_000.9, hmac)).toMatch(/^t=1700000000,/);
  });

  it("is verified by a receiver holding the secret, within five minutes of its timestamp", () => {
    const header = webhookSignature(body, "whsec_test", 1_700_000_000, hmac);
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_700_000_299, hmac)).toBe(true);
  });

  it("is refused for another secret, another body, or a timestamp too old", () => {
    const header = webhookSignature(body, "whsec_test", 1_700_000_000, hmac);
    expect(verifyWebhookSignature(header, body, "whsec_other", 1_700_000_000, hmac)).toBe(false);
    expect(verifyWebhookSignature(header, `${body} `, "whsec_test", 1_700_000_000, hmac)).toBe(false);
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_700_000_301, hmac)).toBe(false);
    expect(verifyWebhookSignature("v1=abc", body, "whsec_test", 1_700_000_000, hmac)).toBe(false);
  });
});
