import { describe, expect, it } from "vitest";
import { KeyOnRecordMother } from "./key-on-record.mother.ts";
import { keyModelRefusal, keyRefusal, notYourKeyMessage } from "./key-refusal.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const HOUR = 3_600_000;
const iso = (ms: number) => new Date(ms).toISOString();

describe("whether a key lets a request through", () => {
  it("lets an active key through", () => {
    expect(keyRefusal(KeyOnRecordMother.active(), NOW)).toBeNull();
  });

  it("lets a key through until the instant it expires", () => {
    expect(keyRefusal(KeyOnRecordMother.active({ expiresAt: iso(NOW + 1) }), NOW)).toBeNull();
  });

  it("refuses an expired key, saying when it expired", () => {
    const key = KeyOnRecordMother.active({ expiresAt: "2026-03-10T11:00:00Z" });
    expect(keyRefusal(key, NOW)).toEqual({
      reason: "expired",
      message: "This API key expired on 2026-03-10T11:00:00.000Z.",
    });
  });

  it("refuses a revoked key, even one that also expired", () => {
    const key = KeyOnRecordMother.active({ revokedAt: iso(NOW - HOUR), expiresAt: iso(NOW - HOUR) });
    expect(keyRefusal(key, NOW)).toEqual({ reason: "revoked", message: "This API key was revoked." });
  });

  it("lets the previous secret through while the rotation's grace lasts", () => {
    const key = KeyOnRecordMother.active({ secretUsed: "previous", previousSecretUntil: iso(NOW + HOUR) });
    expect(keyRefusal(key, NOW)).toBeNull();
  });

  it("refuses the previous secret once the grace is over, saying when it stopped", () => {
    const key = KeyOnRecordMother.active({ secretUsed: "previous", previousSecretUntil: iso(NOW - HOUR) });
    expect(keyRefusal(key, NOW)).toEqual({
      reason: "rotated",
      message:
        "This API key's secret was rotated; the old secret stopped working at 2026-03-10T11:00:00.000Z.",
    });
  });

  it("refuses a previous secret that had no grace", () => {
    const key = KeyOnRecordMother.active({ secretUsed: "previous", previousSecretUntil: null });
    expect(keyRefusal(key, NOW)?.reason).toBe("rotated");
  });

  it("refuses a key from the very instant it expires or is revoked", () => {
    expect(keyRefusal(KeyOnRecordMother.active({ expiresAt: iso(NOW) }), NOW)?.reason).toBe("expired");
    expect(keyRefusal(KeyOnRecordMother.active({ revokedAt: iso(NOW) }), NOW)?.reason).toBe("revoked");
  });

  it("lets a key through before a revocation set for later", () => {
    expect(keyRefusal(KeyOnRecordMother.active({ revokedAt: iso(NOW + HOUR) }), NOW)).toBeNull();
  });

  it("refuses the previous secret from the instant its grace ends, in words without an instant when it had none", () => {
    const ended = KeyOnRecordMother.active({ secretUsed: "previous", previousSecretUntil: iso(NOW) });
    expect(keyRefusal(ended, NOW)?.reason).toBe("rotated");
    const none = KeyOnRecordMother.active({ secretUsed: "previous", previousSecretUntil: null });
    expect(keyRefusal(none, NOW)?.message).toBe(
      "This API key's secret was rotated; the old secret no longer works.",
    );
  });

  it("refuses an expired key even with the previous secret still in its grace", () => {
    const key = KeyOnRecordMother.active({
      secretUsed: "previous",
      previousSecretUntil: iso(NOW + HOUR),
      expiresAt: iso(NOW - HOUR),
    });
    expect(keyRefusal(key, NOW)?.reason).toBe("expired");
  });

  it("lets the new secret through after a rotation whose grace is over", () => {
    const key = KeyOnRecordMother.active({ secretUsed: "current", previousSecretUntil: iso(NOW - HOUR) });
    expect(keyRefusal(key, NOW)).toBeNull();
  });
});

describe("which models a key may ask for", () => {
  it("lets a key without allowed models ask for any", () => {
    expect(keyModelRefusal(KeyOnRecordMother.active(), "gpt-4o")).toBeNull();
  });

  it("lets a key ask for one of its allowed models", () => {
    expect(keyModelRefusal(KeyOnRecordMother.active({ allowedModels: ["gpt-4o"] }), "gpt-4o")).toBeNull();
  });

  it("refuses another, naming the allowed ones in order", () => {
    const key = KeyOnRecordMother.active({ allowedModels: ["gpt-4o-mini", "claude-haiku-4-5"] });
    expect(keyModelRefusal(key, "gpt-4o")).toBe(
      "Model gpt-4o is not allowed for this API key. Allowed models: claude-haiku-4-5, gpt-4o-mini.",
    );
  });
});

describe("a key asked for by id", () => {
  it("that is not the person's is refused in these words", () => {
    expect(notYourKeyMessage("key-1")).toBe("API key key-1 is not one of yours.");
  });
});
