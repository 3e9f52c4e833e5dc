import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { INVALID_ID } from "../../core/validation/require-id.ts";
import { insertChatHistoryDrafts } from "../chat-completions/chat-history-insert.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { loggedRequest } from "../usage-logs/logged-requests.test-helper.ts";
import { REVOKED_KEY_NOT_ROTATED } from "./api-key-lifecycle.ts";
import { unknownAllowedModels } from "./api-key-settings-input.ts";
import { API_KEY_NOT_FOUND, MAX_API_KEYS, TOO_MANY_API_KEYS } from "./api-keys.routes.ts";

const NOW = Date.parse("2026-03-10T12:00:00.000Z");
const HOUR = 3_600_000;
const SECRET = /^mk-[0-9a-f]{32}$/;
const MASKED = /^mk-[0-9a-f]{2}\.\.\.[0-9a-f]{5}$/;

let now = NOW;
let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ clock: { now: () => now } });
});
afterAll(() => gateway.close());

const call = jsonCalls<ApiKeyRecord[] & { errMsgs?: string[] }>(() => gateway);
const SETTINGS = {
  name: "Billing service",
  expiresAt: "2026-12-31T23:59:59.000Z",
  monthlyBudgetUsd: 0.05,
  requestsPerMinute: 60,
  tokensPerMinute: 10_000,
  allowedModels: ["gpt-4o-mini"],
};

async function personWithKey(settings?: object): Promise<{ person: SignedInPerson; key: ApiKeyRecord }> {
  const person = await gateway.signIn();
  const made = await call("POST", "/users/apikeys", person.headers, settings);
  const key = made.json.at(-1);
  if (!key) throw new Error(`no key was made: ${made.text}`);
  return { person, key };
}

describe("a person's API keys", () => {
  it("start empty; a key made without settings is Key N, unlimited, made by the person, its secret shown once", async () => {
    const person = await gateway.signIn();
    expect((await call("GET", "/users/apikeys", person.headers)).json).toEqual([]);
    const first = await call("POST", "/users/apikeys", person.headers);
    expect(first.status).toBe(201);
    now = NOW + 60_000;
    const second = await call("POST", "/users/apikeys", person.headers, {}).finally(() => {
      now = NOW;
    });
    const [older, newer] = second.json;
    expect(older).toMatchObject({ id: first.json[0]?.id, value: expect.stringMatching(MASKED) });
    expect(older?.secretInFull).toBeUndefined();
    expect(newer).toEqual({
      id: expect.any(String),
      value: expect.stringMatching(SECRET),
      secretInFull: true,
      createdAt: new Date(NOW + 60_000).toISOString(),
      name: "Key 2",
      expiresAt: null,
      monthlyBudgetUsd: null,
      requestsPerMinute: null,
      tokensPerMinute: null,
      allowedModels: null,
      createdBy: person.email,
      lastUsedAt: null,
      spendThisMonthUsd: 0,
      requestsThisMonth: 0,
      revokedAt: null,
      previousSecretUntil: null,
    });
    const listed = (await call("GET", "/users/apikeys", person.headers)).json;
    const secret = newer?.value ?? "";
    expect(listed[1]).toEqual({
      ...newer,
      value: `${secret.slice(0, 5)}...${secret.slice(-5)}`,
      secretInFull: undefined,
    });
    expect(JSON.stringify(listed)).not.toContain(secret);
  });

  it("are made with the settings given, a setting left out being unlimited", async () => {
    const { key } = await personWithKey(SETTINGS);
    expect(key).toMatchObject({ ...SETTINGS, secretInFull: true });
    const { key: named } = await personWithKey({ name: "CI" });
    expect(named).toMatchObject({ name: "CI", monthlyBudgetUsd: null, allowedModels: null });
  });

  it("refuse settings out of their bounds, an expiry not ahead and unknown models, and keep nothing", async () => {
    const person = await gateway.signIn();
    const refusals: [object, string][] = [
      [{ name: "" }, "name is required"],
      [{ monthlyBudgetUsd: -1 }, "monthlyBudgetUsd must be at least 0.01"],
      [{ requestsPerMinute: 1.5 }, "requestsPerMinute must be a whole number or null"],
      [{ expiresAt: "2026-03-10T11:59:59.000Z" }, "expiresAt must be in the future"],
      [{ allowedModels: ["gpt-4o-mini", "gpt-9", "no-such"] }, unknownAllowedModels(["gpt-9", "no-such"])],
      [{ allowedModels: [] }, "allowedModels must name at least one model, or be null for all"],
    ];
    for (const [settings, message] of refusals) {
      const refused = await call("POST", "/users/apikeys", person.headers, settings);
      expect({ status: refused.status, errMsgs: refused.json.errMsgs }, message).toEqual({
        status: 400,
        errMsgs: expect.arrayContaining([message]),
      });
    }
    expect((await call("GET", "/users/apikeys", person.headers)).json).toEqual([]);
  });

  it("are edited whole, answering the list masked; a bad edit changes nothing", async () => {
    const { person, key } = await personWithKey();
    const edited = await call("PUT", `/users/apikeys/${key.id}`, person.headers, SETTINGS);
    expect(edited.status).toBe(200);
    expect(edited.json[0]).toMatchObject({ ...SETTINGS, id: key.id, value: expect.stringMatching(MASKED) });
    expect(edited.json[0]?.secretInFull).toBeUndefined();
    const partial = await call("PUT", `/users/apikeys/${key.id}`, person.headers, { name: "Only a name" });
    expect(partial.status).toBe(400);
    expect((await call("GET", "/users/apikeys", person.headers)).json).toEqual(edited.json);
  });

  it("are rotated: a new secret shown once, the previous one kept for the grace chosen", async () => {
    const { person, key } = await personWithKey();
    const graces: [string, string | null][] = [
      ["1h", new Date(NOW + HOUR).toISOString()],
      ["24h", new Date(NOW + 24 * HOUR).toISOString()],
      ["7d", new Date(NOW + 7 * 24 * HOUR).toISOString()],
      ["none", null],
    ];
    let secret = "";
    for (const [grace, until] of graces) {
      const rotated = await call("POST", `/users/apikeys/${key.id}/rotate`, person.headers, { grace });
      const [entry] = rotated.json;
      expect({ status: rotated.status, grace, until: entry?.previousSecretUntil }).toEqual({
        status: 200,
        grace,
        until,
      });
      expect(entry).toMatchObject({ id: key.id, value: expect.stringMatching(SECRET), secretInFull: true });
      expect(entry?.value).not.toBe(secret);
      secret = entry?.value ?? "";
    }
    const listed = (await call("GET", "/users/apikeys", person.headers)).json[0];
    expect(listed?.value).toBe(`${secret.slice(0, 5)}...${secret.slice(-5)}`);
  });

  it("refuse a rotation with a grace they do not offer, and a revoked key's (409)", async () => {
    const { person, key } = await personWithKey();
    const badGrace = await call("POST", `/users/apikeys/${key.id}/rotate`, person.headers, { grace: "2h" });
    expect(badGrace).toMatchObject({
      status: 400,
      json: { errMsgs: ["grace must be one of none, 1h, 24h, 7d"] },
    });
    await call("POST", `/users/apikeys/${key.id}/revoke`, person.headers);
    const revoked = await call("POST", `/users/apikeys/${key.id}/rotate`, person.headers, { grace: "none" });
    expect(revoked).toMatchObject({ status: 409, json: { errMsgs: [REVOKED_KEY_NOT_ROTATED] } });
  });

  it("are revoked once: revoking again answers the same", async () => {
    const { person, key } = await personWithKey();
    const revoked = await call("POST", `/users/apikeys/${key.id}/revoke`, person.headers);
    expect(revoked.json[0]).toMatchObject({ id: key.id, revokedAt: new Date(NOW).toISOString() });
    now += 1000;
    try {
      const again = await call("POST", `/users/apikeys/${key.id}/revoke`, person.headers);
      expect({ status: again.status, json: again.json }).toEqual({ status: 200, json: revoked.json });
    } finally {
      now = NOW;
    }
  });

  it("are deleted one at a time, answering the list without the deleted key", async () => {
    const { person, key: kept } = await personWithKey();
    const deleted = (await call("POST", "/users/apikeys", person.headers)).json.find(
      (key) => key.secretInFull,
    );
    const { status, json } = await call("DELETE", `/users/apikeys/${deleted?.id}`, person.headers);
    expect(status).toBe(200);
    expect(json.map((key) => key.id)).toEqual([kept.id]);
  });

  it("show this month's spend and requests and when each was last used, from the request log", async () => {
    const { person, key } = await personWithKey();
    const monthStart = Date.parse("2026-03-01T00:00:00.000Z");
    await insertChatHistoryDrafts(gateway.db, [
      loggedRequest(person.uid, {
        id: "k-last-month",
        apiKeyId: key.id,
        totalCost: 5,
        createdAt: new Date(monthStart - 1).toISOString(),
      }),
      loggedRequest(person.uid, {
        id: "k-1",
        apiKeyId: key.id,
        totalCost: 0.25,
        createdAt: new Date(monthStart).toISOString(),
      }),
      loggedRequest(person.uid, {
        id: "k-2",
        apiKeyId: key.id,
        totalCost: 0.5,
        statusCode: 429,
        createdAt: new Date(NOW - HOUR).toISOString(),
      }),
      loggedRequest(person.uid, {
        id: "other",
        apiKeyId: "key-of-someone-else",
        totalCost: 9,
        createdAt: new Date(NOW).toISOString(),
      }),
    ]);
    const [listed] = (await call("GET", "/users/apikeys", person.headers)).json;
    expect(listed).toMatchObject({
      spendThisMonthUsd: 0.75,
      requestsThisMonth: 2,
      lastUsedAt: new Date(NOW - HOUR).toISOString(),
    });
  });

  it("are the person's own: someone else's key is not found by any route and stays as it was", async () => {
    const { person: owner, key } = await personWithKey();
    const before = (await call("GET", "/users/apikeys", owner.headers)).json;
    const stranger = await gateway.signIn();
    expect((await call("GET", "/users/apikeys", stranger.headers)).json).toEqual([]);
    const attempts: [string, string, unknown][] = [
      ["PUT", `/users/apikeys/${key.id}`, SETTINGS],
      ["POST", `/users/apikeys/${key.id}/rotate`, { grace: "none" }],
      ["POST", `/users/apikeys/${key.id}/revoke`, undefined],
      ["DELETE", `/users/apikeys/${key.id}`, undefined],
    ];
    for (const [method, path, body] of attempts) {
      const refused = await call(method, path, stranger.headers, body);
      expect(refused, `${method} ${path}`).toMatchObject({
        status: 404,
        json: { errMsgs: [API_KEY_NOT_FOUND] },
      });
    }
    expect((await call("GET", "/users/apikeys", owner.headers)).json).toEqual(before);
  });

  it("refuse a blank, malformed or over-long id with a 4xx and a message", async () => {
    const person = await gateway.signIn();
    const blank = await call("DELETE", "/users/apikeys/%20%20", person.headers);
    expect(blank).toMatchObject({ status: 400, json: { errMsgs: [INVALID_ID] } });
    for (const id of ["%E0%A4%A", "x".repeat(150), "..%2F..%2Fetc"]) {
      for (const [method, path] of [
        ["DELETE", `/users/apikeys/${id}`],
        ["POST", `/users/apikeys/${id}/revoke`],
      ] as const) {
        const refused = await call(method, path, person.headers);
        expect(refused.status, path).toBeGreaterThanOrEqual(400);
        expect(refused.status, path).toBeLessThan(500);
        expect(refused.json.errMsgs, path).toEqual([expect.any(String)]);
      }
    }
  });

  it(`stop at ${MAX_API_KEYS} per person`, async () => {
    const person = await gateway.signIn();
    for (let created = 0; created < MAX_API_KEYS; created += 1)
      await call("POST", "/users/apikeys", person.headers);
    const refused = await call("POST", "/users/apikeys", person.headers);
    expect(refused).toMatchObject({ status: 409, json: { errMsgs: [TOO_MANY_API_KEYS] } });
  });

  it("are refused to anyone not signed in", async () => {
    const calls: [string, string][] = [
      ["GET", "/users/apikeys"],
      ["POST", "/users/apikeys"],
      ["PUT", "/users/apikeys/key-1"],
      ["POST", "/users/apikeys/key-1/rotate"],
      ["POST", "/users/apikeys/key-1/revoke"],
      ["DELETE", "/users/apikeys/key-1"],
    ];
    for (const [method, path] of calls)
      expect((await call(method, path, {})).status, `${method} ${path}`).toBe(401);
  });
});
