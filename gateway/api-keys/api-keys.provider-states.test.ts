import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiKeyRecord } from "../../core/api-keys/api-key.entity.ts";
import { askChat, question } from "../chat-completions/chat-completions.test-helper.ts";
import { jsonCalls } from "../testing/json-calls.test-helper.ts";
import { type SignedInPerson, startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import type { ProviderStateContext } from "../verification/provider-state.ts";
import { apiKeysProviderStates } from "./api-keys.provider-states.ts";
import { userApiKeys } from "./api-keys.schema.ts";

let gateway: TestGateway;
const call = jsonCalls<ApiKeyRecord[]>(() => gateway);

beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway?.close());

/**
 * The state run as the verification runs it, for a new signed-in person, on a database without keys (the
 * verification empties it before each interaction): what it returned, and who.
 */
async function aUserWithApiKeys(params: Record<string, unknown>) {
  await gateway.db.delete(userApiKeys);
  let actor: SignedInPerson | undefined;
  const context: ProviderStateContext = {
    gateway,
    actor: async () => {
      actor ??= await gateway.signIn();
      return actor;
    },
    keepUnacceptedToken: () => undefined,
    breakTable: async () => undefined,
  };
  const handler = apiKeysProviderStates["a user with API keys"];
  if (!handler) throw new Error("no provider state");
  const values = (await handler(params, context)) as { apiKey: string; previousApiKey: string | null };
  if (!actor) throw new Error("the state signed no one in");
  return { ...values, person: actor };
}

const ask = async (secret: string) => (await askChat(gateway.apiUrl, secret, question("gpt-4o-mini"))).status;

describe("the API keys' provider state", () => {
  it("gives the person keys key-1 … key-N named Key 1 … Key N, oldest first, the first one's secret working", async () => {
    const { person, apiKey } = await aUserWithApiKeys({ count: 2 });
    const keys = (await call("GET", "/users/apikeys", person.headers)).json;
    expect(keys.map(({ id, name, createdBy }) => ({ id, name, createdBy }))).toEqual([
      { id: "key-1", name: "Key 1", createdBy: person.email },
      { id: "key-2", name: "Key 2", createdBy: person.email },
    ]);
    expect(keys[0]?.value).toBe(`${apiKey.slice(0, 5)}...${apiKey.slice(-5)}`);
    expect(await ask(apiKey)).toBe(200);
  });

  it("limits, rotates or revokes the first key when asked", async () => {
    const limited = await aUserWithApiKeys({ count: 1, limited: true });
    expect((await call("GET", "/users/apikeys", limited.person.headers)).json[0]).toMatchObject({
      monthlyBudgetUsd: 25,
      requestsPerMinute: 60,
      allowedModels: ["gpt-4o-mini"],
      expiresAt: expect.any(String),
    });
    const rotated = await aUserWithApiKeys({ count: 1, rotated: true });
    const [key] = (await call("GET", "/users/apikeys", rotated.person.headers)).json;
    expect(key?.previousSecretUntil).toEqual(expect.any(String));
    expect([await ask(rotated.apiKey), await ask(rotated.previousApiKey ?? "")]).toEqual([200, 200]);
    const revoked = await aUserWithApiKeys({ count: 1, revoked: true });
    expect((await call("GET", "/users/apikeys", revoked.person.headers)).json[0]?.revokedAt).toEqual(
      expect.any(String),
    );
    expect(await ask(revoked.apiKey)).toBe(401);
  });
});
