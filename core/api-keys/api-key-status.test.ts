import { describe, expect, it } from "vitest";
import { apiKeyStatus, EXPIRING_WITHIN_MS } from "./api-key-status.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const iso = (ms: number) => new Date(ms).toISOString();

describe("how a key stands", () => {
  it("is active without an expiry or a revocation", () => {
    expect(apiKeyStatus({ expiresAt: null, revokedAt: null }, NOW)).toBe("active");
  });

  it("is revoked from the instant of its revocation, whatever its expiry", () => {
    expect(apiKeyStatus({ expiresAt: null, revokedAt: iso(NOW) }, NOW)).toBe("revoked");
    expect(apiKeyStatus({ expiresAt: iso(NOW - 1), revokedAt: iso(NOW - 1) }, NOW)).toBe("revoked");
  });

  it("is not yet revoked before a revocation set for later", () => {
    expect(apiKeyStatus({ expiresAt: null, revokedAt: iso(NOW + 1) }, NOW)).toBe("active");
  });

  it("is expired from the instant it expires", () => {
    expect(apiKeyStatus({ expiresAt: iso(NOW), revokedAt: null }, NOW)).toBe("expired");
    expect(apiKeyStatus({ expiresAt: iso(NOW - 1), revokedAt: null }, NOW)).toBe("expired");
  });

  it("is expiring when it expires within seven days, the seventh day included", () => {
    expect(EXPIRING_WITHIN_MS).toBe(7 * 24 * 3_600_000);
    expect(apiKeyStatus({ expiresAt: iso(NOW + 1), revokedAt: null }, NOW)).toBe("expiring");
    expect(apiKeyStatus({ expiresAt: iso(NOW + EXPIRING_WITHIN_MS), revokedAt: null }, NOW)).toBe("expiring");
  });

  it("is active when it expires later than seven days from now", () => {
    expect(apiKeyStatus({ expiresAt: iso(NOW + EXPIRING_WITHIN_MS + 1), revokedAt: null }, NOW)).toBe(
      "active",
    );
  });
});
