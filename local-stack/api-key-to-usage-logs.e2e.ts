// Issue 6, item 6, end to end on `npm start`'s local stack: a person signs in in Chromium and creates an API key on
// /api-key, a program calls POST /chat/completions with that key through the official openai SDK, and the person finds
// those requests on /usage-logs with the model, token counts and masked key the program saw. Issue 22's "done": an
// agent of the OpenAI Agents SDK completes a tool loop through /responses, and Anthropic's SDK gets a tool_use block
// and a streamed answer through the documented base URL (<gateway>/v1/api/anthropic). Issue 23's "done": a catalogue
// file names a model served by a local OpenAI-compatible upstream, which npm start's gateway offers with its price and
// capabilities, answers through the SDKs and costs at that price; an organization's custom model on that upstream
// answers its department's member with its own key, refuses everyone else, and its key is nowhere in the data folder.
// Slow (it builds the dashboard): run by `npm test`'s end-to-end step, not the unit suite.
import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import Anthropic from "@anthropic-ai/sdk";
import { Agent, OpenAIResponsesModel, run, setTracingDisabled, tool } from "@openai/agents";
import OpenAI from "openai";
import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { maskedApiKey } from "../core/usage-logs/usage-log-rules.ts";
import { DEMO_ORGANIZATION } from "../demo/demo-organization.ts";
import { DEMO_STAFF } from "../demo/demo-people.ts";
import { type MockOpenAiUpstream, startMockOpenAiUpstream } from "../gateway/testing/mock-openai-upstream.ts";
import { launchChromium } from "../tests/support/chromium.ts";
import { unusedPort } from "../tests/support/loopback-ports.ts";
import { signInThroughPage } from "../tests/support/sign-in-page.ts";
import { DEMO_ACCOUNT } from "./demo-account.ts";
import { signInThroughEmulator } from "./emulator-sign-in.ts";
import { CUSTOM_MODEL, LOCAL_ANSWER, LOCAL_MODEL, localUpstreamFiles } from "./local-upstream.e2e-helper.ts";
import { type StackProcess, spawnStack } from "./stack-process.e2e-helper.ts";

const START_TIMEOUT_MS = 150_000;
/** A catalogue model the simulated provider answers: the stack also has a local upstream, which serves only its own. */
const MODEL = "simulated-fast";
const RUN = new Date().toISOString();
const ASKED_WHOLE = `How many joules are in a kilowatt-hour? (asked whole at ${RUN})`;
const ASKED_STREAMED = `How many watts does a kettle draw? (asked streamed at ${RUN})`;
/** The gateway writes its request log in batches a moment after answering: the logs are reloaded until then. */
const LOGS_WAIT_MS = 15_000;

let dataFolder: string;
let stack: StackProcess;
let browser: Browser;
let localUpstream: MockOpenAiUpstream;
let stopped = false;

beforeAll(async () => {
  dataFolder = await mkdtemp(join(tmpdir(), "api-key-journey-"));
  localUpstream = await startMockOpenAiUpstream({
    models: [LOCAL_MODEL.upstreamName, CUSTOM_MODEL],
    answer: LOCAL_ANSWER,
  });
  stack = await spawnStack(
    {
      PORT: String(await unusedPort()),
      GATEWAY_PORT: String(await unusedPort()),
      GATEWAY_DATA_DIR: join(dataFolder, "pglite"),
      GATEWAY_LOG_LEVEL: "warn",
      ...(await localUpstreamFiles(dataFolder, localUpstream.baseUrl)),
    },
    START_TIMEOUT_MS,
  );
  browser = await launchChromium();
}, START_TIMEOUT_MS + 30_000);

afterAll(async () => {
  await browser?.close();
  if (stack && !stopped) expect(await stack.interrupt("SIGINT")).toBe(0);
  await localUpstream?.close();
  await rm(dataFolder, { recursive: true, force: true });
});

interface Usage {
  readonly prompt_tokens: number;
  readonly completion_tokens: number;
}

/** The official openai SDK, pointed at the stack's gateway with the key, as any application would be. */
function openAiClient(key: string): OpenAI {
  return new OpenAI({ apiKey: key, baseURL: stack.apiUrl, maxRetries: 0 });
}

/** A whole completion through the SDK: the answer's usage. */
async function askWhole(key: string, question: string): Promise<Usage> {
  const answer = await openAiClient(key).chat.completions.create({
    model: MODEL,
    messages: [{ role: "user", content: question }],
  });
  expect(answer.choices[0]?.message.content).toEqual(expect.any(String));
  if (!answer.usage) throw new Error("The answer carried no usage");
  return answer.usage;
}

/** The same, streamed through the SDK: the usage comes in the last chunk. */
async function askStreamed(key: string, question: string): Promise<Usage> {
  const stream = await openAiClient(key).chat.completions.create({
    model: MODEL,
    messages: [{ role: "user", content: question }],
    stream: true,
    stream_options: { include_usage: true },
  });
  let usage: Usage | null = null;
  for await (const chunk of stream) usage = chunk.usage ?? usage;
  if (!usage) throw new Error("The stream carried no usage");
  return usage;
}

async function createKeyOnScreen(page: Page): Promise<string> {
  await page.goto(`${stack.dashboardUrl}/api-key`);
  await page.getByTestId("api-key-create").click();
  const dialog = page.getByTestId("api-key-settings-dialog");
  // The name field has the focus when the dialog opens.
  await dialog.getByRole("textbox").first().fill("Usage logs program");
  await dialog.getByTestId("api-key-settings-submit").click();
  const shown = page.getByTestId("new-api-key-value");
  await shown.waitFor();
  const key = ((await shown.textContent()) ?? "").trim();
  expect(key.length).toBeGreaterThan(10);
  return key;
}

/** The rows of the logs showing the masked key, reloading the page until `count` of them are listed. */
async function loggedRowsOf(page: Page, masked: string, count: number): Promise<Locator> {
  const rows = page.getByTestId("usage-log-row").filter({ hasText: masked });
  const deadline = Date.now() + LOGS_WAIT_MS;
  await page.goto(`${stack.dashboardUrl}/usage-logs`);
  for (;;) {
    await page.getByTestId("usage-logs-list").waitFor();
    await page.waitForLoadState("networkidle");
    if ((await rows.count()) >= count || Date.now() > deadline) return rows;
    await page.reload();
  }
}

/** The texts of a row's cells, each trimmed. */
async function cellsOf(row: Locator): Promise<string[]> {
  const texts = await row.locator(":scope > *").allTextContents();
  return texts.map((text) => text.replace(/\s+/g, " ").trim());
}

describe("an API key created on the dashboard, used by a program, shows up in the usage logs", () => {
  it("lists each request made with the new key with its model, the token counts the program was told and the masked key", async () => {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await signInThroughPage(page, stack.dashboardUrl, DEMO_ACCOUNT);
    const key = await createKeyOnScreen(page);
    const whole = await askWhole(key, ASKED_WHOLE);
    const streamed = await askStreamed(key, ASKED_STREAMED);
    const masked = maskedApiKey(key) as string;
    expect(masked).toBe(`${key.slice(0, 5)}...${key.slice(-5)}`);

    const rows = await loggedRowsOf(page, masked, 2);
    expect(await rows.count()).toBe(2);
    const found = new Map<string, string[]>();
    for (const row of await rows.all()) {
      // The gateway does not tell a client its request id: each row is known by the prompt its drawer shows.
      await row.click();
      const drawer = page.getByTestId("usage-log-drawer");
      await drawer.waitFor();
      const shown = (await drawer.textContent()) ?? "";
      const question = [ASKED_WHOLE, ASKED_STREAMED].find((asked) => shown.includes(asked));
      expect(question, `the drawer of a row with the new key: ${shown.slice(0, 200)}`).toBeDefined();
      found.set(question as string, await cellsOf(row));
      await page.keyboard.press("Escape");
      await drawer.waitFor({ state: "hidden" });
    }
    for (const [question, usage] of [
      [ASKED_WHOLE, whole],
      [ASKED_STREAMED, streamed],
    ] as const) {
      const cells = found.get(question);
      expect(cells, question).toBeDefined();
      expect(cells).toContain(MODEL);
      expect(cells).toContain(masked);
      expect(cells).toContain(usage.prompt_tokens.toLocaleString("en-US"));
      expect(cells).toContain(usage.completion_tokens.toLocaleString("en-US"));
    }
    await page.close();
  }, 120_000);
});

/** A new API key of the demo account, made through the gateway's API as the dashboard makes it. */
async function newApiKey(): Promise<string> {
  const { idToken } = await signInThroughEmulator(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  const response = await fetch(`${stack.apiUrl}/users/apikeys`, {
    method: "POST",
    headers: { Authorization: `Bearer ${idToken}` },
  });
  expect(response.status).toBe(201);
  const keys = (await response.json()) as { value: string; createdAt: string }[];
  const newest = keys.toSorted((a, b) => b.createdAt.localeCompare(a.createdAt))[0];
  if (!newest) throw new Error("POST /users/apikeys listed no key");
  return newest.value;
}

const WEATHER_REPORT = "18 °C and sunny";

describe("the agents and coding tools' APIs on npm start's gateway", () => {
  it("lets an OpenAI Agents SDK agent run its tool loop over the Responses API", async () => {
    setTracingDisabled(true);
    const cities: string[] = [];
    const agent = new Agent({
      name: "Weather assistant",
      instructions: "Answer questions about the weather with the get_weather tool.",
      model: new OpenAIResponsesModel(openAiClient(await newApiKey()), MODEL),
      tools: [
        tool({
          name: "get_weather",
          description: "Current weather of a city",
          parameters: z.object({ city: z.string() }),
          execute: ({ city }) => {
            cities.push(city);
            return WEATHER_REPORT;
          },
        }),
      ],
    });
    const result = await run(agent, "What is the weather in Paris?");
    expect(cities).toHaveLength(1);
    expect(result.finalOutput).toContain(WEATHER_REPORT);
  }, 60_000);

  it("gives Anthropic's SDK a tool_use block and a streamed answer at the documented base URL", async () => {
    const claude = new Anthropic({
      apiKey: await newApiKey(),
      baseURL: `${stack.apiUrl}/anthropic`,
      maxRetries: 0,
    });
    const tools: Anthropic.Tool[] = [
      {
        name: "get_weather",
        description: "Current weather of a city",
        input_schema: { type: "object", properties: { city: { type: "string" } }, required: ["city"] },
      },
    ];
    const asked: Anthropic.MessageParam = { role: "user", content: "What is the weather in Paris?" };
    const first = await claude.messages.create({ model: MODEL, max_tokens: 256, tools, messages: [asked] });
    const toolUse = first.content.find((block) => block.type === "tool_use");
    expect(first.stop_reason).toBe("tool_use");
    if (toolUse?.type !== "tool_use") throw new Error("no tool_use block");
    let streamed = "";
    const final = await claude.messages
      .stream({
        model: MODEL,
        max_tokens: 256,
        tools,
        messages: [
          asked,
          { role: "assistant", content: first.content },
          {
            role: "user",
            content: [{ type: "tool_result", tool_use_id: toolUse.id, content: WEATHER_REPORT }],
          },
        ],
      })
      .on("text", (text) => {
        streamed += text;
      })
      .finalMessage();
    expect(streamed).toContain(WEATHER_REPORT);
    expect(final.stop_reason).toBe("end_turn");
  }, 60_000);
});

/** A call to the stack's gateway as the dashboard makes it, signed in as `email`. */
async function asPerson(email: string, method: string, path: string, body?: object, headers: object = {}) {
  const { idToken } = await signInThroughEmulator(email, DEMO_ACCOUNT.password);
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${idToken}`, "Content-Type": "application/json", ...headers },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: response.status, body: await response.json() };
}

describe("a model the operator adds to the catalogue, served by their own upstream on this machine", () => {
  it("is offered with its price and capabilities, answers through the SDK whole and streamed, and is costed at its price", async () => {
    const models = (await (await fetch(`${stack.apiUrl}/providers/models`)).json()) as Record<
      string,
      unknown
    >[];
    expect(models.find((model) => model.systemName === LOCAL_MODEL.name)).toMatchObject({
      tokenInPricePerMillionTokens: LOCAL_MODEL.prices.input,
      tokenOutPricePerMilionTokens: LOCAL_MODEL.prices.output,
      capabilities: LOCAL_MODEL.capabilities,
      active: true,
      provider: { name: "Local vLLM" },
    });
    const client = openAiClient(await newApiKey());
    const whole = await client.chat.completions.create({
      model: LOCAL_MODEL.name,
      messages: [{ role: "user", content: `Which server answers? (${RUN})` }],
    });
    expect(whole.choices[0]?.message.content).toBe(LOCAL_ANSWER);
    expect(localUpstream.received.at(-1)?.body.model).toBe(LOCAL_MODEL.upstreamName);
    let streamed = "";
    for await (const chunk of await client.chat.completions.create({
      model: LOCAL_MODEL.name,
      messages: [{ role: "user", content: `And streamed? (${RUN})` }],
      stream: true,
    }))
      streamed += chunk.choices[0]?.delta.content ?? "";
    expect(streamed).toBe(LOCAL_ANSWER);

    const rows = await eventuallyLogged(LOCAL_MODEL.name, 2);
    for (const row of rows) {
      expect(row.tokensIn).toBeGreaterThan(0);
      const priced =
        (row.tokensIn * LOCAL_MODEL.prices.input + row.tokensOut * LOCAL_MODEL.prices.output) / 1e6;
      expect(row.totalCost).toBeCloseTo(priced, 12);
    }
  }, 60_000);
});

/** The demo account's logged requests to `model`, once `count` of them are written. */
async function eventuallyLogged(model: string, count: number) {
  const deadline = Date.now() + LOGS_WAIT_MS;
  for (;;) {
    const { body } = await asPerson(DEMO_ACCOUNT.email, "GET", "/chat/history");
    const logged = (
      body as { data: { model: string; tokensIn: number; tokensOut: number; totalCost: number }[] }
    ).data;
    const rows = logged.filter((row) => row.model === model);
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((done) => setTimeout(done, 250));
  }
}

describe("an organization's custom model on a loopback upstream", () => {
  const CUSTOM_KEY = `sk-custom-${RUN.replace(/\W/g, "")}`;
  const RESEARCH = "dep-research";
  const organization = `/organization/${DEMO_ORGANIZATION.id}`;
  const ask = (email: string, headers: object) =>
    asPerson(
      email,
      "POST",
      "/chat/completions",
      { model: CUSTOM_MODEL, messages: [{ role: "user", content: "Is this allowed?" }] },
      headers,
    );

  it("answers the member of the department it is assigned to with its own key, and nobody else", async () => {
    const added = await asPerson(DEMO_ACCOUNT.email, "POST", `${organization}/models`, {
      type: "CUSTOM",
      name: CUSTOM_MODEL,
      provider: "vLLM",
      accessType: "PRIVATE",
      deploymentRegion: "US",
      gridNodeId: "node-pjm-dom",
      dedicatedUrl: localUpstream.baseUrl,
      customModelApikey: CUSTOM_KEY,
      tokenInPricePerMillionTokens: 1,
      tokenOutPricePerMillionTokens: 2,
    });
    expect(added.status).toBe(201);
    const tested = await asPerson(
      DEMO_ACCOUNT.email,
      "POST",
      `${organization}/models/${added.body.id}/connection-test`,
    );
    expect(tested.body).toMatchObject({ reachable: true, modelListed: true });
    const assigned = await asPerson(
      DEMO_ACCOUNT.email,
      "POST",
      `${organization}/departments/${RESEARCH}/models`,
      {
        organizationModelId: added.body.id,
      },
    );
    expect(assigned.status).toBe(201);

    const researcher = await ask(DEMO_STAFF.researcher.email, { "x-department-id": RESEARCH });
    expect(researcher.status).toBe(200);
    expect(researcher.body.choices[0].message.content).toBe(LOCAL_ANSWER);
    expect(localUpstream.received.at(-1)?.authorization).toBe(`Bearer ${CUSTOM_KEY}`);

    for (const [email, headers] of [
      [DEMO_STAFF.researcher.email, {}],
      [DEMO_STAFF.supportAgent.email, { "x-department-id": "dep-support" }],
    ] as const) {
      const refused = await ask(email, headers);
      expect(refused.status, email).toBe(404);
      expect(refused.body.error.code).toBe("model_not_found");
    }
  }, 60_000);

  it("leaves its key nowhere in the data folder in plain text, once the stack has stopped on Ctrl-C", async () => {
    expect(await stack.interrupt("SIGINT")).toBe(0);
    stopped = true;
    const holding: string[] = [];
    for (const entry of await readdir(dataFolder, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const path = join(entry.parentPath, entry.name);
      if ((await readFile(path)).includes(Buffer.from(CUSTOM_KEY))) holding.push(path);
    }
    expect(holding).toEqual([]);
  });
});
