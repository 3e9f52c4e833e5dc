import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { seedDepartmentKey } from "../chat-completions/chat-completions.test-helper.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { InProcessApiKeyChanges } from "./api-key-changes.ts";
import { ApiKeyDirectory } from "./api-key-directory.ts";
import { ApiKeyLifecycle } from "./api-key-lifecycle.ts";
import { departmentKeyStore } from "./api-key-store.ts";
import { userApiKeys } from "./api-keys.schema.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const now = NOW;
let gateway: TestGateway;
let directory: ApiKeyDirectory;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false, clock: { now: () => now } });
  directory = new ApiKeyDirectory(gateway.db, gateway.deps.apiKeyChanges);
});
afterAll(() => gateway.close());

const call = jsonCalls<ApiKeyRecord[]>(() => gateway);

async function personWithKey(): Promise<{ person: SignedInPerson; id: string; secret: string }> {
  const person = await gateway.signIn();
  const [key] = (await call("POST", "/users/apikeys", person.headers)).json;
  if (!key) throw new Error("no key was made");
  return { person, id: key.id, secret: key.value };
}

describe("the API key directory", () => {
  it("finds a key's owner by its secret, with the key as its rules read it", async () => {
    const { person, id, secret } = await personWithKey();
    const owner = await directory.ownerOf(secret);
    expect(owner).toMatchObject({ apiKeyId: id, department: null, user: { id: person.uid } });
    expect(owner?.key).toEqual({
      id,
      name: "Key 1",
      expiresAt: null,
      monthlyBudgetUsd: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
      maskedValue: `${secret.slice(0, 5)}...${secret.slice(-5)}`,
      revokedAt: null,
      previousSecretUntil: null,
      secretUsed: "current",
    });
    expect(await directory.ownerOf(`${secret}0`)).toBeNull();
  });

  it("finds a key by its id for its holder only", async () => {
    const { person, id } = await personWithKey();
    const stranger = await gateway.signIn();
    expect(await directory.ownerOfKeyId(id, person.uid)).toMatchObject({
      apiKeyId: id,
      key: { secretUsed: "current" },
    });
    expect(await directory.ownerOfKeyId(id, stranger.uid)).toBeNull();
    expect(await directory.ownerOfKeyId("key-none", person.uid)).toBeNull();
  });

  it("still knows a rotated-out secret, as the previous one, during its grace and after", async () => {
    const { person, id, secret: before } = await personWithKey();
    await directory.ownerOf(before);
    const [rotated] = (await call("POST", `/users/apikeys/${id}/rotate`, person.headers, { grace: "1h" }))
      .json;
    const previous = await directory.ownerOf(before);
    expect(previous?.key).toMatchObject({
      id,
      secretUsed: "previous",
      previousSecretUntil: new Date(NOW + 3_600_000).toISOString(),
    });
    expect((await directory.ownerOf(rotated?.value ?? ""))?.key.secretUsed).toBe("current");
    await call("POST", `/users/apikeys/${id}/rotate`, person.headers, { grace: "none" });
    expect((await directory.ownerOf(rotated?.value ?? ""))?.key).toMatchObject({
      secretUsed: "previous",
      previousSecretUntil: new Date(NOW).toISOString(),
    });
    // Only the secret just replaced is kept: the one before it is no key's any more.
    expect(await directory.ownerOf(before)).toBeNull();
  });

  it("forgets a remembered key the moment it is edited, revoked or deleted", async () => {
    const { person, id, secret } = await personWithKey();
    expect((await directory.ownerOf(secret))?.key.name).toBe("Key 1");
    const settings = {
      name: "Renamed",
      expiresAt: null,
      monthlyBudgetUsd: 1,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
    };
    await call("PUT", `/users/apikeys/${id}`, person.headers, settings);
    expect((await directory.ownerOf(secret))?.key).toMatchObject({ name: "Renamed", monthlyBudgetUsd: 1 });
    await call("POST", `/users/apikeys/${id}/revoke`, person.headers);
    expect((await directory.ownerOf(secret))?.key.revokedAt).toBe(new Date(NOW).toISOString());
    await call("DELETE", `/users/apikeys/${id}`, person.headers);
    expect(await directory.ownerOf(secret)).toBeNull();
  });

  it("forgets a remembered department key the moment it is rotated or deleted", async () => {
    const holder = await gateway.signIn();
    const {
      key: secret,
      apiKeyId,
      departmentId,
      departmentUserId,
    } = await seedDepartmentKey(gateway.db, holder.user);
    const keys = new ApiKeyLifecycle(
      departmentKeyStore(gateway.db),
      gateway.deps.apiKeyChanges,
      gateway.deps.clock,
    );
    expect((await directory.ownerOf(secret))?.department).toMatchObject({ departmentId });
    const rotated = await keys.rotate(departmentUserId, apiKeyId, "none");
    expect((await directory.ownerOf(secret))?.key.secretUsed).toBe("previous");
    expect((await directory.ownerOf(rotated?.issued.secret ?? ""))?.key.secretUsed).toBe("current");
    await keys.remove(departmentUserId, apiKeyId);
    expect(await directory.ownerOf(secret)).toBeNull();
    expect(await directory.ownerOf(rotated?.issued.secret ?? "")).toBeNull();
  });
});

/** Key changes that can be told not to be heard, as Redis's are while their channel is down. */
class ChangesHeardOrNot extends InProcessApiKeyChanges {
  heard = true;

  override mayRemember(): boolean {
    return this.heard;
  }
}

describe("the API key directory when changes may be missed", () => {
  /** Revokes the key in the database only, as another instance would: nothing is announced here. */
  const revokeElsewhere = (id: string) =>
    gateway.db
      .update(userApiKeys)
      .set({ revokedAt: new Date(NOW).toISOString() })
      .where(eq(userApiKeys.id, id));

  it("remembers no key while changes cannot be heard, so a revocation elsewhere holds at once", async () => {
    const changes = new ChangesHeardOrNot();
    const unheard = new ApiKeyDirectory(gateway.db, changes);
    const { id, secret } = await personWithKey();
    changes.heard = false;
    expect((await unheard.ownerOf(secret))?.key.revokedAt).toBeNull();
    await revokeElsewhere(id);
    expect((await unheard.ownerOf(secret))?.key.revokedAt).toBe(new Date(NOW).toISOString());
  });

  it("forgets every key it remembered when changes may have been missed", async () => {
    const changes = new ChangesHeardOrNot();
    const remembering = new ApiKeyDirectory(gateway.db, changes);
    const { id, secret } = await personWithKey();
    expect((await remembering.ownerOf(secret))?.key.revokedAt).toBeNull();
    await revokeElsewhere(id);
    // Still remembered: nobody said it changed.
    expect((await remembering.ownerOf(secret))?.key.revokedAt).toBeNull();
    changes.tellMissed();
    expect((await remembering.ownerOf(secret))?.key.revokedAt).toBe(new Date(NOW).toISOString());
  });
});
