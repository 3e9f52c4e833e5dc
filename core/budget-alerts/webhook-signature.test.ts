import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import {
  type HmacSha256,
  SIGNATURE_TOLERANCE_SECONDS,
  verifyWebhookSignature,
  WEBHOOK_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
  webhookSignature,
} from "./webhook-signature.ts";

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

describe("a webhook delivery's signature, as a receiver checks it", () => {
  const header = webhookSignature(body, "whsec_test", 1_700_000_000, hmac);

  it("is trusted up to exactly five minutes either side of its timestamp", () => {
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_700_000_300, hmac)).toBe(true);
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_699_999_700, hmac)).toBe(true);
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_699_999_699, hmac)).toBe(false);
    expect(SIGNATURE_TOLERANCE_SECONDS).toBe(300);
  });

  it("follows the tolerance the receiver chooses", () => {
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_700_000_010, hmac, 10)).toBe(true);
    expect(verifyWebhookSignature(header, body, "whsec_test", 1_700_000_011, hmac, 10)).toBe(false);
  });

  it("is read whatever the order of its parts and the spaces after its commas", () => {
    const [t, v1] = header.split(",");
    expect(verifyWebhookSignature(`${v1}, ${t}`, body, "whsec_test", 1_700_000_000, hmac)).toBe(true);
  });

  it("passes when any of its v1 values is right, as while a secret is rotated", () => {
    const [t, v1] = header.split(",");
    expect(verifyWebhookSignature(`${t},v1=0123,${v1}`, body, "whsec_test", 1_700_000_000, hmac)).toBe(true);
    expect(verifyWebhookSignature(`${t},v0=${v1?.slice(3)}`, body, "whsec_test", 1_700_000_000, hmac)).toBe(
      false,
    );
  });

  it("is refused when its timestamp is not whole seconds, even with the matching HMAC", () => {
    const signed = (t: string) => `t=${t},v1=${hmac("whsec_test", `${Number(t)}.${body}`)}`;
    expect(verifyWebhookSignature(signed("1700000000.5"), body, "whsec_test", 1_700_000_000, hmac)).toBe(
      false,
    );
    expect(verifyWebhookSignature(signed("soon"), body, "whsec_test", 1_700_000_000, hmac)).toBe(false);
  });

  it("is sent under the headers receivers look for", () => {
    expect(WEBHOOK_SIGNATURE_HEADER).toBe("Webhook-Signature");
    expect(WEBHOOK_ID_HEADER).toBe("Webhook-Id");
  });
});
