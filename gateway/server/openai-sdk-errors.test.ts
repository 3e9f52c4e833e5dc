import OpenAI from "openai";
import { describe, expect, it } from "vitest";
import {
  recordDepartmentSpend,
  seedUserKey,
  signInDepartmentMember,
} from "../chat-completions/chat-completions.test-helper.ts";
import { upstreamWorldOfFile } from "../chat-completions/upstream-world.test-helper.ts";

const world = upstreamWorldOfFile(
  [
    { name: "MockAI", models: ["gpt-4o-mini", "gpt-4o"] },
    { name: "Broken", models: ["broken-model"] },
  ],
  [{ systemName: "gpt-4o-mini" }, { systemName: "gpt-4o" }, { systemName: "broken-model" }],
);

const clientWith = (apiKey: string) => new OpenAI({ apiKey, baseURL: world.gateway.apiUrl, maxRetries: 0 });

const ask = (
  client: OpenAI,
  model: string,
  messages: unknown = [{ role: "user", content: "What is a watt?" }],
) => client.chat.completions.create({ model, messages: messages as OpenAI.ChatCompletionMessageParam[] });

async function personalClient(): Promise<OpenAI> {
  const person = await world.gateway.signIn();
  return clientWith(await seedUserKey(world.gateway.db, person.user));
}

/** What a call rejected with; fails the test when it did not reject. */
async function failureOf(call: Promise<unknown>): Promise<unknown> {
  return call.then(
    () => expect.unreachable("the call was answered"),
    (error: unknown) => error,
  );
}

describe("the gateway's refusals, read by OpenAI's own SDK", () => {
  it("an API key nobody has: AuthenticationError, 401 invalid_api_key", async () => {
    const error = await failureOf(ask(clientWith("mk-nobody-has-this-key"), "gpt-4o-mini"));
    expect(error).toBeInstanceOf(OpenAI.AuthenticationError);
    expect(error).toMatchObject({ status: 401, code: "invalid_api_key", type: "invalid_request_error" });
    expect((error as Error).message).toMatch(/^401 Incorrect API key provided: /);
  });

  it("a malformed request: BadRequestError naming the field at fault", async () => {
    const client = await personalClient();
    const error = await failureOf(ask(client, "gpt-4o-mini", [{ role: "robot", content: "hi" }]));
    expect(error).toBeInstanceOf(OpenAI.BadRequestError);
    expect(error).toMatchObject({ status: 400, param: "messages[0].role", type: "invalid_request_error" });
  });

  it("a model the gateway does not offer: NotFoundError, model_not_found", async () => {
    const error = await failureOf(ask(await personalClient(), "gpt-9"));
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "model_not_found" });
    expect((error as Error).message).toBe(
      "404 The model `gpt-9` does not exist or you do not have access to it.",
    );
  });

  it("a model the department does not allow: PermissionDeniedError, model_not_found", async () => {
    const { key } = await signInDepartmentMember(world.gateway, { allowedModels: ["gpt-4o"] });
    const error = await failureOf(ask(clientWith(key), "gpt-4o-mini"));
    expect(error).toBeInstanceOf(OpenAI.PermissionDeniedError);
    expect(error).toMatchObject({ status: 403, code: "model_not_found" });
  });

  it("a department whose monthly budget is spent: RateLimitError, insufficient_quota, in the gateway's words", async () => {
    const { key, departmentId, person } = await signInDepartmentMember(world.gateway, {
      monthlyBudgetInDollar: 1,
    });
    await recordDepartmentSpend(world.gateway.db, {
      userId: person.uid,
      departmentId,
      totalCost: 1,
      createdAt: new Date().toISOString(),
    });
    const error = await failureOf(ask(clientWith(key), "gpt-4o-mini"));
    expect(error).toBeInstanceOf(OpenAI.RateLimitError);
    expect(error).toMatchObject({ status: 429, code: "insufficient_quota", type: "insufficient_quota" });
    expect((error as Error).message).toBe(
      "429 Monthly budget of the department reached: $1.00 of $1.00 spent this month.",
    );
  });

  it("too many requests: RateLimitError, rate_limit_exceeded, with the seconds to wait in Retry-After", async () => {
    const client = await personalClient();
    const policy = world.gateway.deps.rateLimit;
    const before = { ...policy };
    policy.requestsPerWindow = 1;
    policy.windowMs = 60_000;
    try {
      await ask(client, "gpt-4o-mini");
      const error = await failureOf(ask(client, "gpt-4o-mini"));
      expect(error).toBeInstanceOf(OpenAI.RateLimitError);
      expect(error).toMatchObject({ status: 429, code: "rate_limit_exceeded", type: "requests" });
      expect(
        Number((error as InstanceType<typeof OpenAI.RateLimitError>).headers.get("retry-after")),
      ).toBeGreaterThan(0);
    } finally {
      Object.assign(policy, before);
    }
  });

  it("an upstream that fails: InternalServerError, 502 server_error", async () => {
    world.mocks.Broken.behave({ failWithStatus: 500 });
    const error = await failureOf(ask(await personalClient(), "broken-model"));
    expect(error).toBeInstanceOf(OpenAI.InternalServerError);
    expect(error).toMatchObject({ status: 502, type: "server_error", code: null });
  });
});

describe("GET /models, read by OpenAI's own SDK", () => {
  it("lists the models and describes one", async () => {
    const client = await personalClient();
    const ids: string[] = [];
    for await (const model of client.models.list()) ids.push(model.id);
    expect(ids).toEqual(["Best Available", "broken-model", "gpt-4o", "gpt-4o-mini"]);
    expect(await client.models.retrieve("gpt-4o-mini")).toMatchObject({
      id: "gpt-4o-mini",
      object: "model",
      owned_by: "OpenAI",
    });
    expect(await client.models.retrieve("Best Available")).toMatchObject({ id: "Best Available" });
  });

  it("refuses a model it does not offer with NotFoundError, model_not_found", async () => {
    const error = await failureOf((await personalClient()).models.retrieve("gpt-9"));
    expect(error).toBeInstanceOf(OpenAI.NotFoundError);
    expect(error).toMatchObject({ status: 404, code: "model_not_found" });
  });
});
