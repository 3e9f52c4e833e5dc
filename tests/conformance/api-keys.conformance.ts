import { describe, expect, it } from "vitest";
import type { ApiKey, ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { type ApiKeySettings, apiKeySettingsOf } from "../../core/api-keys/api-key-settings.dto.ts";
import type { ApiKeysGateway } from "../../core/api-keys/api-keys-gateway.port.ts";
import type { ProviderModelRecord } from "../../core/available-models/provider-model.entity.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";

export interface ApiKeysGiven {
  /** The signed-in user's keys, oldest first, masked, without limits. */
  readonly keys: readonly ApiKeyRecord[];
  /** The catalogue's models: those a key may be limited to. */
  readonly models: readonly ProviderModelRecord[];
}

/** SPEC §3: the first and last five characters. */
const MASKED = /^.{5}\.\.\..{5}$/;
const HOUR = 3_600_000;

function settingsOf(key: ApiKey | undefined): ApiKeySettings | undefined {
  return key ? apiKeySettingsOf(key) : undefined;
}

/** The one entry of an answer that carries a secret in full; fails when there is not exactly one. */
function issued(keys: readonly ApiKey[]): ApiKey {
  const inFull = keys.filter((key) => key.secretInFull === true);
  expect(inFull).toHaveLength(1);
  return inFull[0] as ApiKey;
}

/**
 * The API-key calls held to the same rules by the memory adapter and the reference gateway over HTTP (the wire of
 * issue 27). `given.keys` must hold at least two keys.
 */
export function apiKeysGatewayConformance(
  given: ApiKeysGiven,
  arrange: (given: ApiKeysGiven) => Promise<ApiKeysGateway>,
): void {
  const ids = given.keys.map((key) => key.id);
  const first = ids[0] as string;
  /** Settings with every limit set, as a person makes a key for one job. */
  const LIMITED: ApiKeySettings = {
    name: "Evaluation runs",
    expiresAt: "2099-12-31T23:59:59.999Z",
    monthlyBudgetUsd: 0.05,
    requestsPerMinute: 60,
    tokensPerMinute: 100_000,
    allowedModels: [(given.models[0] as ProviderModelRecord).systemName],
  };

  async function failureOf(call: Promise<unknown>): Promise<GatewayError> {
    const error = await call.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(error).toBeInstanceOf(GatewayError);
    return error as GatewayError;
  }

  describe("the API keys gateway", () => {
    it("lists the user's keys, oldest first, named and masked, with their dates", async () => {
      const keys = await (await arrange(given)).list();
      expect(keys.map((key) => key.id)).toEqual(ids);
      expect(keys.map((key) => key.name)).toEqual(given.keys.map((key) => key.name));
      for (const key of keys) expect(key.value).toMatch(MASKED);
      expect(keys.some((key) => key.secretInFull)).toBe(false);
      expect(keys[0]?.createdAt).toBeInstanceOf(Date);
    });

    it("makes a key without settings as an unlimited 'Key N', its secret in full in that answer only", async () => {
      const gateway = await arrange(given);
      const keys = await gateway.create();
      expect(keys.slice(0, ids.length).map((key) => key.id)).toEqual(ids);
      expect(keys).toHaveLength(ids.length + 1);
      const made = issued(keys);
      expect(made.id).toBe(keys.at(-1)?.id);
      expect(made.value).toMatch(/^\S{20,}$/);
      expect(settingsOf(made)).toEqual({
        name: `Key ${ids.length + 1}`,
        expiresAt: null,
        monthlyBudgetUsd: null,
        requestsPerMinute: null,
        tokensPerMinute: null,
        allowedModels: null,
      });
      const listed = (await gateway.list()).find((key) => key.id === made.id);
      expect(listed?.value).toBe(`${made.value.slice(0, 5)}...${made.value.slice(-5)}`);
      expect(listed?.secretInFull).toBeFalsy();
    });

    it("holds the secrets of the keys it made or rotated, for this tab only, and forgets a revoked key's", async () => {
      const gateway = await arrange(given);
      const made = issued(await gateway.create());
      expect(await gateway.issuedSecretOf(made.id)).toBe(made.value);
      expect(await gateway.issuedSecretOf(first)).toBeNull();
      const rotated = issued(await gateway.rotate(first, "none"));
      expect(await gateway.issuedSecretOf(first)).toBe(rotated.value);
      await gateway.revoke(made.id);
      expect(await gateway.issuedSecretOf(made.id)).toBeNull();
    });

    it("makes a key with its settings: a name, an expiry, a budget, limits per minute and its models", async () => {
      const made = issued(await (await arrange(given)).create(LIMITED));
      expect(settingsOf(made)).toEqual(LIMITED);
      expect(made).toMatchObject({ revokedAt: null, previousSecretUntil: null, spendThisMonthUsd: 0 });
    });

    it("refuses settings that break a rule, with the rule's words, and makes nothing", async () => {
      const gateway = await arrange(given);
      const error = await failureOf(gateway.create({ ...LIMITED, name: " ", monthlyBudgetUsd: -1 }));
      expect(error.status).toBe(400);
      expect(error.serverMessages).toEqual(
        expect.arrayContaining(["name is required", "monthlyBudgetUsd must be at least 0.01"]),
      );
      expect(await gateway.list()).toHaveLength(ids.length);
    });

    it("refuses allowed models that exist nowhere, naming them", async () => {
      const error = await failureOf(
        (await arrange(given)).create({ ...LIMITED, allowedModels: ["no-such-model"] }),
      );
      expect(error.status).toBe(400);
      expect(error.serverMessages).toEqual(["allowedModels names models that do not exist: no-such-model"]);
    });

    it("refuses an expiry that is not ahead", async () => {
      const error = await failureOf(
        (await arrange(given)).create({ ...LIMITED, expiresAt: "2020-01-01T00:00:00.000Z" }),
      );
      expect(error.status).toBe(400);
      expect(error.serverMessages).toEqual(["expiresAt must be in the future"]);
    });

    it("edits a key's settings, whole, and answers the list masked", async () => {
      const gateway = await arrange(given);
      const keys = await gateway.update(first, LIMITED);
      expect(settingsOf(keys.find((key) => key.id === first))).toEqual(LIMITED);
      expect(keys.some((key) => key.secretInFull)).toBe(false);
      expect(settingsOf((await gateway.list()).find((key) => key.id === first))).toEqual(LIMITED);
    });

    it("refuses to edit a key the user does not have, with status 404 and the gateway's words", async () => {
      const error = await failureOf((await arrange(given)).update("key-of-someone-else", LIMITED));
      expect(error.status).toBe(404);
      expect(error.serverMessages).toEqual(["API key not found"]);
    });

    it("rotates a key: a new secret in full, the old one working until the grace's end", async () => {
      const gateway = await arrange(given);
      const before = Date.now();
      const rotated = issued(await gateway.rotate(first, "1h"));
      expect(rotated.id).toBe(first);
      expect(rotated.value).toMatch(/^\S{20,}$/);
      const until = Date.parse(rotated.previousSecretUntil ?? "");
      expect(until).toBeGreaterThanOrEqual(before + HOUR - 5_000);
      expect(until).toBeLessThanOrEqual(Date.now() + HOUR + 5_000);
      const listed = (await gateway.list()).find((key) => key.id === first);
      expect(listed?.value).toBe(`${rotated.value.slice(0, 5)}...${rotated.value.slice(-5)}`);
    });

    it("rotates a key without grace: the old secret stops at once", async () => {
      const rotated = issued(await (await arrange(given)).rotate(first, "none"));
      expect(rotated.previousSecretUntil).toBeNull();
    });

    it("revokes a key, and revoking it again changes nothing", async () => {
      const gateway = await arrange(given);
      const revokedAt = (await gateway.revoke(first)).find((key) => key.id === first)?.revokedAt;
      expect(Date.parse(revokedAt ?? "")).not.toBeNaN();
      const again = await gateway.revoke(first);
      expect(again.find((key) => key.id === first)?.revokedAt).toBe(revokedAt);
      expect(again.some((key) => key.secretInFull)).toBe(false);
    });

    it("refuses to rotate a revoked key, with status 409 and the gateway's words", async () => {
      const gateway = await arrange(given);
      await gateway.revoke(first);
      const error = await failureOf(gateway.rotate(first, "1h"));
      expect(error.status).toBe(409);
      expect(error.serverMessages).toEqual(["This API key was revoked; it cannot be rotated."]);
    });

    it("refuses to revoke or rotate a key the user does not have, with status 404", async () => {
      const gateway = await arrange(given);
      // One call at a time: a second call made before the first is awaited could fail with nobody listening.
      for (const call of [
        () => gateway.revoke("key-of-someone-else"),
        () => gateway.rotate("key-of-someone-else", "1h"),
      ]) {
        const error = await failureOf(call());
        expect(error.status).toBe(404);
        expect(error.serverMessages).toEqual(["API key not found"]);
      }
    });

    it("answers a deleted key with the list without it", async () => {
      const gateway = await arrange(given);
      const keys = await gateway.remove(first);
      expect(keys.map((key) => key.id)).toEqual(ids.slice(1));
      expect((await gateway.list()).map((key) => key.id)).toEqual(ids.slice(1));
    });

    it("refuses to delete without an id, saying 'invalid id'", async () => {
      const error = await failureOf((await arrange(given)).remove(""));
      expect(error.status).toBe(400);
      expect(error.serverMessages).toEqual(["invalid id"]);
    });

    it("refuses to delete a key the user does not have, with status 404 and the gateway's words", async () => {
      const error = await failureOf((await arrange(given)).remove("key-of-someone-else"));
      expect(error.status).toBe(404);
      expect(error.serverMessages).toEqual(["API key not found"]);
    });
  });
}
