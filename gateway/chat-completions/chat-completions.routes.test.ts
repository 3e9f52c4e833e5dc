import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { askChat, question, recordedRows, seedModels } from "./chat-completions.test-helper.ts";

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway({ catalogue: false });
  await seedModels(gateway.db, [
    {
      systemName: "gpt-4o-mini",
      prices: [0.15, 0.6],
      grid: { region: "US", lmp: 40, renewablePercentage: 61.5 },
    },
    { systemName: "gpt-4o", prices: [2.5, 10] },
    { systemName: "o3-mini", prices: [1.1, 4.4] },
    { systemName: "paced-model", timeToFirstTokenMs: 150, tokensPerSecondOut: 400 },
  ]);
});
afterAll(() => gateway.close());

type Completion = {
  choices: { message: { role: string; content: string }; finish_reason: string }[];
  usage: { prompt_tokens: number; completion_tokens: number; total_tokens: number };
  provider: string;
};

/** The data of each server-sent event of a streamed answer. */
async function eventsOf(response: Response): Promise<string[]> {
  const text = await response.text();
  expect(text).toMatch(/^(data: [^\n]*\n\n)*data: \[DONE\]\n\n$/);
  return text
    .split("\n\n")
    .filter(Boolean)
    .map((event) => event.slice("data: ".length));
}

describe("chat completions answered by the simulated provider", () => {
  it("answers a signed-in person in OpenAI's shape and says the answer is simulated", async () => {
    const person = await gateway.signIn();
    const response = await askChat(gateway.apiUrl, person.idToken, question("gpt-4o-mini"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("simulated");
    expect(response.headers.get("x-gateway-model")).toBe("gpt-4o-mini");
    const body = (await response.json()) as Completion;
    expect(body.provider).toBe(SIMULATED_PROVIDER_NAME);
    expect(body.choices[0]?.message).toMatchObject({ role: "assistant" });
    expect(body.choices[0]?.message.content).toContain("Simulated answer from gpt-4o-mini");
    const { prompt_tokens, completion_tokens, total_tokens } = body.usage;
    expect(prompt_tokens).toBeGreaterThan(5);
    expect(completion_tokens).toBeGreaterThan(10);
    expect(total_tokens).toBe(prompt_tokens + completion_tokens);
  });

  it("gives the same answer to the same question of the same model, and another to another model", async () => {
    const person = await gateway.signIn();
    const answer = async (model: string, content: string) =>
      ((await (await askChat(gateway.apiUrl, person.idToken, question(model, content))).json()) as Completion)
        .choices[0]?.message.content;
    const first = await answer("gpt-4o-mini", "How do heat pumps work?");
    expect(await answer("gpt-4o-mini", "How do heat pumps work?")).toBe(first);
    expect(await answer("gpt-4o", "How do heat pumps work?")).not.toBe(first);
    expect(await answer("gpt-4o-mini", "How do solar panels work?")).not.toBe(first);
  });

  it("streams the same answer as server-sent events, then its usage, then [DONE]", async () => {
    const person = await gateway.signIn();
    const whole = (await (
      await askChat(gateway.apiUrl, person.idToken, question("gpt-4o-mini"))
    ).json()) as Completion;
    const response = await askChat(
      gateway.apiUrl,
      person.idToken,
      question("gpt-4o-mini", undefined, { stream: true }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const events = await eventsOf(response);
    expect(events.at(-1)).toBe("[DONE]");
    const chunks = events.slice(0, -1).map((data) => JSON.parse(data));
    const text = chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? "").join("");
    expect(text).toBe(whole.choices[0]?.message.content);
    expect(chunks.filter((chunk) => chunk.choices[0]?.delta?.content).length).toBeGreaterThan(5);
    expect(chunks.at(-1)).toMatchObject({ choices: [], usage: whole.usage });
  });

  it("plays out the model's time to first token and token rate", async () => {
    const person = await gateway.signIn();
    const started = performance.now();
    const response = await askChat(
      gateway.apiUrl,
      person.idToken,
      question("paced-model", undefined, { stream: true }),
    );
    const reader = response.body?.getReader();
    let firstContentAt = 0;
    let text = "";
    for (;;) {
      const { value, done } = (await reader?.read()) ?? { done: true, value: undefined };
      if (done) break;
      text += new TextDecoder().decode(value);
      if (!firstContentAt && /"content":"[^"]/.test(text)) firstContentAt = performance.now() - started;
    }
    const total = performance.now() - started;
    const usage = JSON.parse(text.split("\n\n").at(-3)?.slice(6) ?? "{}").usage;
    expect(firstContentAt).toBeGreaterThanOrEqual(140);
    expect(total).toBeGreaterThanOrEqual(150 + (usage.completion_tokens / 400) * 1000 * 0.9);
  });

  it("stops at the token limit asked for", async () => {
    const person = await gateway.signIn();
    const body = question("o3-mini", "Prove it", {
      max_completion_tokens: 10,
      reasoning_effort: "medium",
      store: false,
    });
    const answer = (await (await askChat(gateway.apiUrl, person.idToken, body)).json()) as Completion;
    expect(answer.usage.completion_tokens).toBeLessThanOrEqual(10);
    expect(answer.choices[0]?.finish_reason).toBe("length");
  });
});

describe("the record of each request", () => {
  it("holds its timings, tokens, costs from the model's prices, contents and the node's renewable share", async () => {
    const person = await gateway.signIn();
    const body = (await (
      await askChat(gateway.apiUrl, person.idToken, question("gpt-4o-mini", "What is a kilowatt-hour?"))
    ).json()) as Completion;
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row).toMatchObject({
      apikey: "playground",
      vendor: SIMULATED_PROVIDER_NAME,
      model: "gpt-4o-mini",
      servedModel: "gpt-4o-mini",
      providerModel: "gpt-4o-mini",
      query: "What is a kilowatt-hour?",
      statusCode: 200,
      error: null,
      isStream: false,
      tokensIn: body.usage.prompt_tokens,
      tokensOut: body.usage.completion_tokens,
      totalTokens: body.usage.total_tokens,
      responseContent: body.choices[0]?.message.content,
      renewablePercentage: 61.5,
      organizationId: null,
    });
    expect(row?.tokensInCost).toBeCloseTo((body.usage.prompt_tokens * 0.15) / 1e6, 12);
    expect(row?.tokensOutCost).toBeCloseTo((body.usage.completion_tokens * 0.6) / 1e6, 12);
    expect(row?.totalCost).toBeCloseTo((row?.tokensInCost ?? 0) + (row?.tokensOutCost ?? 0), 12);
    expect(row?.timeToFirstToken).toBeGreaterThan(0);
    expect(row?.generationDuration).toBeGreaterThanOrEqual(row?.timeToFirstToken ?? 0);
    expect(row?.tokenRate).toBeGreaterThan(0);
    expect(JSON.parse(row?.requestContent ?? "[]")).toContainEqual({
      role: "user",
      content: "What is a kilowatt-hour?",
    });
  });

  it("is kept for a prompt with a NUL character, which its query leaves out (PostgreSQL text cannot hold one)", async () => {
    const person = await gateway.signIn();
    const prompt = "What is\u0000 a volt?";
    const response = await askChat(gateway.apiUrl, person.idToken, question("gpt-4o", prompt));
    expect(response.status).toBe(200);
    const [row] = await recordedRows(gateway.db, person.uid);
    expect(row).toMatchObject({ query: "What is a volt?", statusCode: 200 });
    // The request's JSON keeps the prompt as sent: the NUL is escaped there, which text holds.
    expect(JSON.parse(row?.requestContent ?? "[]")).toContainEqual({ role: "user", content: prompt });
  });
});
