import { describe, expect, it } from "vitest";
import { ApiKeyMother } from "../../../core/api-keys/api-key.mother.ts";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import type { ChatCompletionRequest } from "../../../core/chat-completions/chat-completion-request.ts";
import { PLAYGROUND_DEFAULTS } from "../../../core/chat-completions/playground-settings.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import type { UsageLogRecord } from "../../../core/usage-logs/usage-log-entry.entity.ts";
import { MemoryApiKeysGateway } from "../api-keys/memory-api-keys-gateway.adapter.ts";
import { MemoryChatCompletionsGateway } from "./memory-chat-completions-gateway.adapter.ts";

const NOW = Date.parse("2026-12-06T12:00:00.000Z");
const DAY = 86_400_000;

/** The playground on the memory profile, with the person's keys and a log of what it answered and refused. */
function playgroundWith(...keys: ReturnType<typeof ApiKeyMother.record>[]) {
  let now = NOW;
  const clock = { now: () => now };
  const apiKeys = new MemoryApiKeysGateway(keys, clock);
  const logged: UsageLogRecord[] = [];
  const chat = new MemoryChatCompletionsGateway(CatalogueMother.create(), {
    clock,
    apiKeys,
    log: (record) => logged.push(record),
  });
  return { chat, apiKeys, logged, later: (ms: number) => (now += ms) };
}

function askWith(apiKeyId: string, model = "gpt-4o-mini"): ChatCompletionRequest {
  return {
    model: { systemName: model, hasReasoning: false },
    messages: [{ role: "user", content: "What is a watt?" }],
    settings: PLAYGROUND_DEFAULTS,
    apiKeyId,
  };
}

async function refusalOf(call: Promise<unknown>): Promise<GatewayError> {
  const error = await call.then(
    () => null,
    (failure: unknown) => failure,
  );
  expect(error).toBeInstanceOf(GatewayError);
  return error as GatewayError;
}

describe("a playground request made with one of the person's keys on the memory profile", () => {
  it("is answered, logged under the key masked, and counted in its spend and requests this month", async () => {
    const { chat, apiKeys, logged } = playgroundWith(
      ApiKeyMother.record({ id: "k1", value: "mk-ab...12345" }),
    );
    await chat.complete(askWith("k1"));
    expect(logged[0]).toMatchObject({ apikey: "mk-ab...12345", apiKeyId: "k1", statusCode: 200 });
    const [key] = await apiKeys.list();
    expect(key?.requestsThisMonth).toBe(1);
    expect(key?.spendThisMonthUsd).toBeGreaterThan(0);
    expect(key?.lastUsedAt).toBe(new Date(NOW).toISOString());
  });

  it("is refused 401 once the key is revoked, and the refusal is logged under it", async () => {
    const { chat, apiKeys, logged } = playgroundWith(ApiKeyMother.record({ id: "k1" }));
    await apiKeys.revoke("k1");
    const refusal = await refusalOf(chat.complete(askWith("k1")));
    expect(refusal).toMatchObject({ status: 401, serverMessages: ["This API key was revoked."] });
    expect(refusal.failure).toMatchObject({ code: "invalid_api_key" });
    expect(logged[0]).toMatchObject({ apiKeyId: "k1", statusCode: 401, error: "This API key was revoked." });
  });

  it("is refused 401 past the key's expiry, naming the moment", async () => {
    const expiresAt = new Date(NOW - DAY).toISOString();
    const { chat } = playgroundWith(ApiKeyMother.record({ id: "k1", expiresAt }));
    const refusal = await refusalOf(chat.complete(askWith("k1")));
    expect(refusal).toMatchObject({ status: 401, serverMessages: [`This API key expired on ${expiresAt}.`] });
  });

  it("is refused 403 model_not_found for a model the key may not use", async () => {
    const { chat } = playgroundWith(
      ApiKeyMother.record({ id: "k1", allowedModels: ["o3-mini", "gpt-4o-mini"] }),
    );
    const refusal = await refusalOf(chat.complete(askWith("k1", "gpt-4o")));
    expect(refusal).toMatchObject({
      status: 403,
      serverMessages: ["Model gpt-4o is not allowed for this API key. Allowed models: gpt-4o-mini, o3-mini."],
    });
    expect(refusal.failure).toMatchObject({ code: "model_not_found" });
  });

  it("is refused 429 over the key's requests per minute, then let through a minute later", async () => {
    const { chat, later } = playgroundWith(ApiKeyMother.record({ id: "k1", requestsPerMinute: 1 }));
    await chat.complete(askWith("k1"));
    const refusal = await refusalOf(chat.complete(askWith("k1")));
    expect(refusal.status).toBe(429);
    expect(refusal.serverMessages[0]).toMatch(
      /^Rate limit reached for requests per minute on this API key: limit 1\. Retry in \d+ s\.$/,
    );
    expect(refusal.failure).toMatchObject({ code: "rate_limit_exceeded" });
    later(61_000);
    await expect(chat.complete(askWith("k1"))).resolves.toBeTruthy();
  });

  it("is refused 429 insufficient_quota once the key's monthly budget is spent", async () => {
    const { chat } = playgroundWith(
      ApiKeyMother.record({ id: "k1", monthlyBudgetUsd: 0.01, spendThisMonthUsd: 0.01 }),
    );
    const refusal = await refusalOf(chat.complete(askWith("k1")));
    expect(refusal).toMatchObject({
      status: 429,
      serverMessages: ["Monthly budget of this API key reached: $0.01 of $0.01 spent this month."],
    });
    expect(refusal.failure).toMatchObject({ code: "insufficient_quota" });
  });

  it("is refused 403 with a key that is not one of the person's", async () => {
    const { chat, logged } = playgroundWith();
    const refusal = await refusalOf(chat.complete(askWith("key-of-someone-else")));
    expect(refusal).toMatchObject({
      status: 403,
      serverMessages: ["API key key-of-someone-else is not one of yours."],
    });
    expect(logged).toEqual([]);
  });
});
