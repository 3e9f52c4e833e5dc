import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "./api-key.mother.ts";
import { IssuedSecrets } from "./issued-secrets.ts";

const made = ApiKeyMother.create({ id: "key-made", value: "mk-secret-of-the-new-key", secretInFull: true });
const masked = ApiKeyMother.create({ id: "key-made", value: "mk-se...w-key" });

describe("the secrets a tab was shown", () => {
  it("holds a key's secret from the answer that issued it, and not a masked value from later lists", () => {
    const issued = new IssuedSecrets();
    issued.keptFrom([made]);
    issued.keptFrom([masked]);
    expect(issued.secretOf("key-made")).toBe("mk-secret-of-the-new-key");
  });

  it("knows no secret of a key it was only shown masked", () => {
    const issued = new IssuedSecrets();
    issued.keptFrom([ApiKeyMother.create({ id: "key-old" })]);
    expect(issued.secretOf("key-old")).toBeNull();
  });

  it("forgets the secret of a key once it is deleted or revoked", () => {
    const deleted = new IssuedSecrets();
    deleted.keptFrom([made]);
    deleted.keptFrom([]);
    expect(deleted.secretOf("key-made")).toBeNull();

    const revoked = new IssuedSecrets();
    revoked.keptFrom([made]);
    revoked.keptFrom([ApiKeyMother.create({ id: "key-made", revokedAt: "2025-02-01T00:00:00.000Z" })]);
    expect(revoked.secretOf("key-made")).toBeNull();
  });

  it("holds the new secret after a rotation", () => {
    const issued = new IssuedSecrets();
    issued.keptFrom([made]);
    issued.keptFrom([
      ApiKeyMother.create({ id: "key-made", value: "mk-rotated-secret", secretInFull: true }),
    ]);
    expect(issued.secretOf("key-made")).toBe("mk-rotated-secret");
  });

  it("never holds the secret of a key issued already revoked, and hands the list on unchanged", () => {
    const issued = new IssuedSecrets();
    const keys = [
      ApiKeyMother.create({
        id: "key-gone",
        value: "mk-x",
        secretInFull: true,
        revokedAt: "2025-02-01T00:00:00.000Z",
      }),
    ];
    expect(issued.keptFrom(keys)).toBe(keys);
    expect(issued.secretOf("key-gone")).toBeNull();
  });

  it("keeps the secret of a key still listed while forgetting another", () => {
    const issued = new IssuedSecrets();
    const other = ApiKeyMother.create({ id: "key-other", value: "mk-other-secret", secretInFull: true });
    issued.keptFrom([made, other]);
    issued.keptFrom([masked]);
    expect(issued.secretOf("key-made")).toBe("mk-secret-of-the-new-key");
    expect(issued.secretOf("key-other")).toBeNull();
  });
});
