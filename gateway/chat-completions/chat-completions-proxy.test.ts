import { beforeEach, describe, expect, it } from "vitest";
import { SIMULATED_PROVIDER_NAME } from "../available-models/simulated-provider-name.ts";
import { askChat, question, recordedRows } from "./chat-completions.test-helper.ts";
import { ANSWERING_AT_ONCE, MOCK_AI_WITH_BACKUP, upstreamWorldOfFile } from "./upstream-world.test-helper.ts";

const MODELS = [
  { systemName: "gpt-4o-mini", cachedPrice: 0.075 },
  { systemName: "gpt-4o" },
  { systemName: "unserved" },
  { systemName: "simulated-fast", provider: SIMULATED_PROVIDER_NAME, prices: [0, 0] as const },
];

const world = upstreamWorldOfFile(MOCK_AI_WITH_BACKUP, MODELS);
beforeEach(() => world.mocks.MockAI.behave(ANSWERING_AT_ONCE));

describe("chat completions forwarded to an OpenAI-compatible upstream", () => {
  it("forwards the request with the upstream's key and answers with the upstream's answer", async () => {
    const person = await world.gateway.signIn();
    const response = await askChat(
      world.gateway.apiUrl,
      person.idToken,
      question("gpt-4o-mini", "What is a watt?", { seed: 7 }),
    );
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("MockAI");
    const body = await response.json();
    expect(body).toMatchObject({
      model: "gpt-4o-mini-2024-07-18",
      choices: [{ message: { content: "A joule per second." } }],
    });
    const sent = world.mocks.MockAI.received.at(-1);
    expect(sent?.authorization).toBe("Bearer upstream-secret");
    expect(sent?.body).toMatchObject({
      model: "gpt-4o-mini",
      messages: [
        { role: "system", content: "Be brief." },
        { role: "user", content: "What is a watt?" },
      ],
      temperature: 0.7,
      top_p: 0.9,
      max_tokens: 1024,
      frequency_penalty: 1.1,
      seed: 7,
      stream: false,
    });
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({
      vendor: "MockAI",
      providerModel: "gpt-4o-mini-2024-07-18",
      statusCode: 200,
      tokensIn: body.usage.prompt_tokens,
      tokensOut: body.usage.completion_tokens,
      usageEstimated: false,
    });
  });

  it("costs the prompt tokens the upstream read from its cache at the model's cached-input price", async () => {
    world.mocks.MockAI.behave({ cachedPromptTokens: 6 });
    const person = await world.gateway.signIn();
    const response = await askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o-mini"));
    const { usage } = await response.json();
    expect(usage.prompt_tokens_details.cached_tokens).toBe(6);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row?.tokensIn).toBe(usage.prompt_tokens);
    expect(row?.tokensInCost).toBeCloseTo(((usage.prompt_tokens - 6) * 0.15 + 6 * 0.075) / 1e6, 15);
  });

  it("forwards every field and message shape it does not act on as the client sent it", async () => {
    const person = await world.gateway.signIn();
    const tools = [
      {
        type: "function",
        function: {
          name: "get_weather",
          description: "Weather of a city",
          parameters: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
          strict: true,
        },
      },
    ];
    const messages = [
      { role: "developer", content: [{ type: "text", text: "Answer in French." }] },
      {
        role: "user",
        content: [
          { type: "text", text: "And this picture?" },
          { type: "image_url", image_url: { url: "data:image/png;base64,iVBORw0KGgo=", detail: "low" } },
          { type: "input_audio", input_audio: { data: "UklGRg==", format: "wav" } },
          { type: "file", file: { filename: "a.pdf", file_data: "data:application/pdf;base64,JVBERi0=" } },
        ],
      },
      {
        role: "assistant",
        content: null,
        tool_calls: [
          {
            id: "call_1",
            type: "function",
            function: { name: "get_weather", arguments: '{"city":"Paris"}' },
          },
        ],
      },
      { role: "tool", tool_call_id: "call_1", content: '{"celsius":21}' },
      { role: "assistant", content: null, refusal: "I cannot help with that." },
      { role: "function", name: "legacy_lookup", content: "42" },
      { role: "user", content: "Thanks" },
    ];
    const others = {
      tools,
      tool_choice: { type: "function", function: { name: "get_weather" } },
      parallel_tool_calls: false,
      response_format: {
        type: "json_schema",
        json_schema: { name: "weather", strict: true, schema: { type: "object", properties: {} } },
      },
      n: 2,
      logprobs: true,
      top_logprobs: 3,
      logit_bias: { "50256": -100 },
      stop: ["\n\n"],
      modalities: ["text"],
      prediction: { type: "content", content: "Il fait" },
      service_tier: "flex",
      metadata: { team: "search" },
      user: "user-42",
      reasoning_effort: "high",
      verbosity: "low",
      web_search_options: { search_context_size: "low" },
      a_field_openai_adds_later: { nested: [1, 2, 3] },
    };
    const response = await askChat(world.gateway.apiUrl, person.idToken, {
      model: "gpt-4o-mini",
      messages,
      ...others,
    });
    expect(response.status).toBe(200);
    const sent = world.mocks.MockAI.received.at(-1)?.body;
    expect(sent).toEqual({ model: "gpt-4o-mini", messages, ...others, stream: false });
  });

  it("keeps the client's stream options and asks for the usage besides", async () => {
    const person = await world.gateway.signIn();
    const response = await askChat(world.gateway.apiUrl, person.idToken, {
      ...question("gpt-4o-mini", undefined, { stream: true }),
      stream_options: { include_obfuscation: false },
    });
    await response.text();
    expect(world.mocks.MockAI.received.at(-1)?.body.stream_options).toEqual({
      include_obfuscation: false,
      include_usage: true,
    });
  });

  it("relays a streamed answer chunk by chunk, asking the upstream for its usage", async () => {
    const person = await world.gateway.signIn();
    const response = await askChat(
      world.gateway.apiUrl,
      person.idToken,
      question("gpt-4o-mini", undefined, { stream: true }),
    );
    const text = await response.text();
    expect(text).toMatch(/^(data: [^\n]*\n\n)*data: \[DONE\]\n\n$/);
    expect(world.mocks.MockAI.received.at(-1)?.body).toMatchObject({
      stream: true,
      stream_options: { include_usage: true },
    });
    const chunks = text
      .split("\n\n")
      .filter((event) => event.startsWith("data: {"))
      .map((event) => JSON.parse(event.slice(6)));
    expect(chunks.map((chunk) => chunk.choices[0]?.delta?.content ?? "").join("")).toBe(
      "A joule per second.",
    );
    expect(chunks.at(-1)?.usage?.completion_tokens).toBe(4);
    const [row] = await recordedRows(world.gateway.db, person.uid);
    expect(row).toMatchObject({
      isStream: true,
      tokensOut: 4,
      responseContent: "A joule per second.",
      statusCode: 200,
    });
    expect(row?.timeToFirstToken).not.toBeNull();
  });

  it("passes several choices and their log probabilities back as the upstream wrote them, whole and streamed", async () => {
    const person = await world.gateway.signIn();
    const asked = question("gpt-4o-mini", undefined, { n: 2, logprobs: true, top_logprobs: 2 });
    const whole = await (await askChat(world.gateway.apiUrl, person.idToken, asked)).json();
    expect(whole.choices.map((choice: { index: number }) => choice.index)).toEqual([0, 1]);
    expect(whole.choices[1].logprobs.content[0].top_logprobs).toHaveLength(2);
    const streamed = await (
      await askChat(world.gateway.apiUrl, person.idToken, { ...asked, stream: true })
    ).text();
    const choices = streamed
      .split("\n\n")
      .filter((event) => event.startsWith("data: {"))
      .flatMap((event) => JSON.parse(event.slice(6)).choices as { index: number; logprobs?: unknown }[]);
    expect(new Set(choices.map((choice) => choice.index))).toEqual(new Set([0, 1]));
    expect(choices.some((choice) => choice.index === 1 && choice.logprobs)).toBe(true);
    const rows = await recordedRows(world.gateway.db, person.uid, 2);
    expect(rows.map((row) => row.responseContent)).toEqual([
      whole.choices[0].message.content,
      whole.choices[0].message.content,
    ]);
  });

  it("keeps its connection to the upstream for the next request once a streamed answer is over", async () => {
    const person = await world.gateway.signIn();
    const streamed = () =>
      askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o-mini", undefined, { stream: true }));
    expect(await (await streamed()).text()).toContain("data: [DONE]");
    const opened = world.mocks.MockAI.connections();
    expect(await (await streamed()).text()).toContain("data: [DONE]");
    expect(await (await streamed()).text()).toContain("data: [DONE]");
    const whole = await askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o-mini"));
    expect(whole.status).toBe(200);
    expect(world.mocks.MockAI.connections()).toBe(opened);
  });

  it("estimates the usage when the upstream reports none, streamed or not", async () => {
    world.mocks.MockAI.behave({ reportsUsage: false });
    const person = await world.gateway.signIn();
    const whole = await (await askChat(world.gateway.apiUrl, person.idToken, question("gpt-4o-mini"))).json();
    expect(whole.usage.completion_tokens).toBeGreaterThan(0);
    const streamed = await (
      await askChat(
        world.gateway.apiUrl,
        person.idToken,
        question("gpt-4o-mini", undefined, { stream: true }),
      )
    ).text();
    const last = JSON.parse(streamed.split("\n\n").at(-3)?.slice(6) ?? "{}");
    expect(last.usage).toEqual(whole.usage);
    const rows = await recordedRows(world.gateway.db, person.uid, 2);
    expect(rows.map((row) => row.usageEstimated)).toEqual([true, true]);
  });

  it("counts offered tools and image parts in an estimated prompt", async () => {
    world.mocks.MockAI.behave({ reportsUsage: false, callsOfferedTools: false });
    const person = await world.gateway.signIn();
    const promptTokens = async (extra: object, content: unknown = "What is a watt?") => {
      const body = { model: "gpt-4o-mini", messages: [{ role: "user", content }], ...extra };
      return (await (await askChat(world.gateway.apiUrl, person.idToken, body)).json()).usage.prompt_tokens;
    };
    const plain = await promptTokens({});
    const tool = { type: "function", function: { name: "get_weather", description: "Weather of a city" } };
    const image = {
      type: "image_url",
      image_url: { url: "data:image/png;base64,iVBORw0KGgo=", detail: "low" },
    };
    expect(await promptTokens({ tools: [tool] })).toBeGreaterThan(plain);
    expect(await promptTokens({}, [{ type: "text", text: "What is a watt?" }, image])).toBe(plain + 85);
  });

  it("still answers the catalogue's simulated models itself", async () => {
    const person = await world.gateway.signIn();
    const response = await askChat(world.gateway.apiUrl, person.idToken, question("simulated-fast"));
    expect(response.status).toBe(200);
    expect(response.headers.get("x-gateway-provider")).toBe("simulated");
  });

  it("refuses a catalogue model no configured upstream serves: 404 model_not_found", async () => {
    const person = await world.gateway.signIn();
    const response = await askChat(world.gateway.apiUrl, person.idToken, question("unserved"));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({
      errMsgs: ["Model unserved is not served by any configured upstream"],
      error: { code: "model_not_found" },
    });
  });
});
