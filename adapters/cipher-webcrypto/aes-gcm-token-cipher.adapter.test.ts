import { describe, expect, it } from "vitest";
import { AesGcmTokenCipher } from "./aes-gcm-token-cipher.adapter.ts";

const token = "eyJhbGciOiJub25lIn0.eyJlbWFpbCI6ImFkYUBtZXJpZGlhbi5leGFtcGxlIn0.";

function cipher(secret = "the embedded secret") {
  return new AesGcmTokenCipher(globalThis.crypto, secret);
}

describe("the AES-GCM token cipher", () => {
  it("gives back what it sealed", async () => {
    const aes = cipher();
    expect(await aes.decrypt(await aes.encrypt(token))).toBe(token);
    expect(await aes.decrypt(await aes.encrypt("é ✓ 🔑"))).toBe("é ✓ 🔑");
  });

  it("hides the token, and seals the same token differently each time", async () => {
    const aes = cipher();
    const [first, second] = [await aes.encrypt(token), await aes.encrypt(token)];
    expect(first).not.toContain(token.slice(0, 20));
    expect(first).not.toBe(second);
    expect(first).toMatch(/^v1\.[A-Za-z0-9+/=]+\.[A-Za-z0-9+/=]+$/);
  });

  it("refuses a value sealed with another secret", async () => {
    await expect(cipher("another").decrypt(await cipher().encrypt(token))).rejects.toThrow();
  });

  it("refuses a value that was altered", async () => {
    const sealed = await cipher().encrypt(token);
    const [version, iv, data = ""] = sealed.split(".");
    const flipped = `${data[0] === "A" ? "B" : "A"}${data.slice(1)}`;
    await expect(cipher().decrypt([version, iv, flipped].join("."))).rejects.toThrow();
  });

  it("refuses a value it did not write", async () => {
    await expect(cipher().decrypt(token)).rejects.toThrow("Not a value sealed by this cipher");
  });
});
