import { describe, expect, it } from "vitest";
import { isSealed, newSecretKey, SECRET_KEY_VARIABLE, SecretCipher } from "./secret-cipher.ts";

const cipher = SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: newSecretKey() });
const SECRET = "sk-live-0123456789abcdefghij";

describe("a sealed secret", () => {
  it("opens to the secret it was sealed from, and never shows it", () => {
    const sealed = cipher.seal(SECRET);
    expect(isSealed(sealed)).toBe(true);
    expect(sealed).not.toContain(SECRET);
    expect(cipher.open(sealed)).toBe(SECRET);
  });

  it("is different every time the same secret is sealed", () => {
    expect(cipher.seal(SECRET)).not.toBe(cipher.seal(SECRET));
  });

  it("keeps any text, empty and non-Latin included", () => {
    for (const secret of ["", "clé-ключ-鍵-🔑", "x".repeat(10_000)])
      expect(cipher.open(cipher.seal(secret))).toBe(secret);
  });

  it("does not open with another key, and says so", () => {
    const other = SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: newSecretKey() });
    expect(() => other.open(cipher.seal(SECRET))).toThrow(/sealed with another key/);
  });

  it("does not open once changed", () => {
    const sealed = cipher.seal(SECRET);
    const last = sealed.at(-2) === "A" ? "B" : "A";
    const changed = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => cipher.open(changed)).toThrow("A sealed secret is damaged");
    expect(() => cipher.open(`${sealed.split(":").slice(0, 4).join(":")}:`)).toThrow(
      "A sealed secret is damaged",
    );
  });

  it("is told apart from a value stored before sealing began", () => {
    expect(isSealed(SECRET)).toBe(false);
    expect(() => cipher.open(SECRET)).toThrow("Not a sealed secret");
  });
});

describe("the key from the environment", () => {
  it("must be set", () => {
    expect(() => SecretCipher.fromEnvironment({})).toThrow(`${SECRET_KEY_VARIABLE} is not set`);
  });

  it.each(["short", Buffer.alloc(16).toString("base64"), `${newSecretKey()}AAAA`, "!".repeat(44)])(
    "must be 32 bytes in base64, not %j",
    (key) => {
      expect(() => SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: key })).toThrow(SECRET_KEY_VARIABLE);
    },
  );

  it("may leave out its padding sign", () => {
    const key = newSecretKey();
    const sealed = SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: key }).seal(SECRET);
    expect(SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: key.replace(/=$/, "") }).open(sealed)).toBe(
      SECRET,
    );
  });
});

describe("a key derived for another use", () => {
  it("is the same for the same key and use, another for another use or key, and never the key itself", () => {
    const key = newSecretKey();
    const again = SecretCipher.fromEnvironment({ [SECRET_KEY_VARIABLE]: key });
    const derived = cipher.derivedKey("audit-chain");
    expect(derived).toHaveLength(32);
    expect(cipher.derivedKey("audit-chain").equals(derived)).toBe(true);
    expect(cipher.derivedKey("another use").equals(derived)).toBe(false);
    expect(again.derivedKey("audit-chain").equals(derived)).toBe(false);
    expect(again.derivedKey("audit-chain").equals(Buffer.from(key, "base64"))).toBe(false);
  });
});
