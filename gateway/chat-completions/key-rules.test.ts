import { describe, expect, it } from "vitest";
import { KeyOnRecordMother } from "../../core/api-keys/key-on-record.mother.ts";
import type { KeyOnRecord } from "../../core/api-keys/key-on-record.ts";
import { maskApiKey } from "../../core/api-keys/masked-api-key.ts";
import { API_KEY_ID_HEADER } from "../../core/chat-completions/chat-completion-headers.ts";
import type { KeyOwner } from "../api-keys/api-key-directory.ts";
import type { UserRow } from "../identity/users.repository.ts";
import { INSUFFICIENT_QUOTA, MODEL_NOT_FOUND } from "../server/openai-refusals.ts";
import { chatHistoryRowOf } from "./chat-history.repository.ts";
import { ADA, answeringProvider, ask, chatModel, standInPipeline } from "./chat-pipeline.test-helper.ts";
import { BEST_AVAILABLE } from "./choose-model.ts";
import { RATE_LIMIT_EXCEEDED } from "./key-refusals.ts";

const NOW = Date.UTC(2026, 2, 10, 12);
const SECRET = "mk-ada-key-0123456789";
const ADA_SESSION = "header.payload.signature";
const GRACE = Date.UTC(2026, 2, 10, 11);
const USAGE = { prompt_tokens: 1000, completion_tokens: 500, total_tokens: 1500 };
// $2 / $8 per million tokens: the answer above costs $0.006.
const MODELS = [chatModel("gpt-test", [2, 8]), chatModel("gpt-other", [2, 8])];
const QUESTION = {
  model: "gpt-test",
  messages: [{ role: "user", content: "What is the capital of France?" }],
};

/** Ada's key with these settings, asked through a pipeline whose clock a test moves. */
function world(settings: Partial<KeyOnRecord> = {}, keySpent = 0) {
  const key = KeyOnRecordMother.active({ id: "key-ada", maskedValue: maskApiKey(SECRET), ...settings });
  const owner: KeyOwner = { user: ADA, apiKeyId: key.id, department: null, key };
  const provider = answeringProvider("upstream-a", "Paris.", USAGE);
  const data = {
    keys: new Map([[SECRET, owner]]),
    sessions: new Map<string, UserRow>([[ADA_SESSION, ADA]]),
    keySpent: new Map([[key.id, keySpent]]),
    models: MODELS,
    routes: new Map(
      MODELS.map((model) => [
        model.systemName,
        [{ provider, modelName: model.nameInProvider, region: "EU", upstream: null }],
      ]),
    ),
    now: NOW,
  };
  const pipeline = standInPipeline(data);
  return {
    pipeline,
    provider,
    at: (now: number) => {
      data.now = now;
    },
    logged: () => pipeline.recorded.map((recorded) => (recorded ? chatHistoryRowOf(recorded) : null)),
  };
}

describe("a key that may no longer be used", () => {
  it.each([
    [
      "expired",
      { expiresAt: "2026-03-10T11:00:00.000Z" },
      "This API key expired on 2026-03-10T11:00:00.000Z.",
    ],
    ["revoked", { revokedAt: "2026-03-10T11:00:00.000Z" }, "This API key was revoked."],
    [
      "rotated out",
      { secretUsed: "previous" as const, previousSecretUntil: new Date(GRACE).toISOString() },
      "This API key's secret was rotated; the old secret stopped working at 2026-03-10T11:00:00.000Z.",
    ],
  ])("is refused 401 when %s, logged under the key with its reason", async (_, settings, message) => {
    const { pipeline, provider, logged } = world(settings);
    const { refusal } = await ask(pipeline, SECRET, QUESTION);
    expect(refusal?.statusCode).toBe(401);
    expect(refusal?.errMsgs).toEqual([message]);
    expect(refusal?.detail.code).toBe("invalid_api_key");
    expect(provider.calls).toEqual([]);
    expect(logged()).toEqual([
      expect.objectContaining({
        apiKeyId: "key-ada",
        apikey: maskApiKey(SECRET),
        statusCode: 401,
        error: message,
      }),
    ]);
  });

  it("lets the previous secret through while the rotation's grace lasts", async () => {
    const { pipeline } = world({ secretUsed: "previous", previousSecretUntil: "2026-03-10T13:00:00.000Z" });
    expect((await ask(pipeline, SECRET, QUESTION)).refusal).toBeNull();
  });
});

describe("a key's rate limits", () => {
  it("refuses the request over its requests per minute with 429, Retry-After and the limit's words", async () => {
    const { pipeline, provider, logged, at } = world({ requestsPerMinute: 2 });
    await ask(pipeline, SECRET, QUESTION);
    at(NOW + 20_000);
    await ask(pipeline, SECRET, QUESTION);
    at(NOW + 30_000);
    const { reply, refusal } = await ask(pipeline, SECRET, QUESTION);
    expect(refusal?.statusCode).toBe(429);
    expect(refusal?.detail.code).toBe(RATE_LIMIT_EXCEEDED);
    expect(reply.sent["Retry-After"]).toBe("31");
    expect(refusal?.errMsgs).toEqual([
      "Rate limit reached for requests per minute on this API key: limit 2. Retry in 31 s.",
    ]);
    expect(provider.calls).toHaveLength(2);
    expect(logged()[2]).toMatchObject({ apiKeyId: "key-ada", statusCode: 429, error: refusal?.message });
    at(NOW + 61_000);
    expect((await ask(pipeline, SECRET, QUESTION)).refusal).toBeNull();
  });

  it("refuses requests once the tokens answered in the last minute reach its tokens per minute", async () => {
    const { pipeline, at } = world({ tokensPerMinute: 2000 });
    await ask(pipeline, SECRET, QUESTION);
    await ask(pipeline, SECRET, QUESTION);
    at(NOW + 5_000);
    const { reply, refusal } = await ask(pipeline, SECRET, QUESTION);
    expect(refusal?.errMsgs).toEqual([
      "Rate limit reached for tokens per minute on this API key: limit 2000. Retry in 56 s.",
    ]);
    expect(reply.sent["Retry-After"]).toBe("56");
  });
});

describe("a key's allowed models", () => {
  it("refuses another model with 403 model_not_found naming the ones it may use", async () => {
    const { pipeline, provider, logged } = world({ allowedModels: ["gpt-other"] });
    const { refusal } = await ask(pipeline, SECRET, QUESTION);
    expect(refusal?.statusCode).toBe(403);
    expect(refusal?.detail.code).toBe(MODEL_NOT_FOUND);
    expect(refusal?.errMsgs).toEqual([
      "Model gpt-test is not allowed for this API key. Allowed models: gpt-other.",
    ]);
    expect(provider.calls).toEqual([]);
    expect(logged()[0]).toMatchObject({ statusCode: 403, apiKeyId: "key-ada" });
  });

  it("has Best Available choose among them only", async () => {
    const { pipeline, provider } = world({ allowedModels: ["gpt-other"] });
    await ask(pipeline, SECRET, { ...QUESTION, model: BEST_AVAILABLE });
    expect(provider.calls.map((call) => call.model)).toEqual(["gpt-other-upstream"]);
  });
});

describe("a key's monthly budget", () => {
  it("refuses with 429 insufficient_quota once this month's spend reaches it", async () => {
    const { pipeline, provider, logged } = world({ monthlyBudgetUsd: 0.05 }, 0.05);
    const { refusal } = await ask(pipeline, SECRET, QUESTION);
    expect(refusal?.statusCode).toBe(429);
    expect(refusal?.detail).toMatchObject({ type: INSUFFICIENT_QUOTA, code: INSUFFICIENT_QUOTA });
    expect(refusal?.errMsgs).toEqual([
      "Monthly budget of this API key reached: $0.05 of $0.05 spent this month.",
    ]);
    expect(provider.calls).toEqual([]);
    expect(logged()[0]).toMatchObject({ statusCode: 429, apiKeyId: "key-ada" });
  });

  it("counts what each answer cost, and refuses once the answers spent it", async () => {
    const { pipeline } = world({ monthlyBudgetUsd: 0.015 });
    const refusals = [];
    for (let i = 0; i < 4; i++)
      refusals.push((await ask(pipeline, SECRET, QUESTION)).refusal?.statusCode ?? 200);
    // $0.006 each: the third brings the spend to $0.018, and nothing fits after it.
    expect(refusals).toEqual([200, 200, 200, 429]);
  });
});

describe("asking with the session and one of the person's keys by id", () => {
  it("applies the key's rules and logs the request under the key", async () => {
    const { pipeline, logged } = world({ allowedModels: ["gpt-other"] });
    const { refusal } = await ask(pipeline, ADA_SESSION, QUESTION, { [API_KEY_ID_HEADER]: "key-ada" });
    expect(refusal?.statusCode).toBe(403);
    expect(
      (
        await ask(
          pipeline,
          ADA_SESSION,
          { ...QUESTION, model: "gpt-other" },
          { [API_KEY_ID_HEADER]: "key-ada" },
        )
      ).refusal,
    ).toBeNull();
    expect(logged()[1]).toMatchObject({ apiKeyId: "key-ada", apikey: maskApiKey(SECRET), statusCode: 200 });
  });

  it("refuses a key that is not the person's with 403", async () => {
    const { pipeline } = world();
    const { refusal } = await ask(pipeline, ADA_SESSION, QUESTION, {
      [API_KEY_ID_HEADER]: "key-of-someone-else",
    });
    expect(refusal?.statusCode).toBe(403);
    expect(refusal?.errMsgs).toEqual(["API key key-of-someone-else is not one of yours."]);
  });
});
