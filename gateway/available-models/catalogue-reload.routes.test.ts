import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { askChat, question, seedUserKey } from "../chat-completions/chat-completions.test-helper.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { type Catalogue, DEFAULT_CATALOGUE_FILE } from "./catalogue-file.ts";

const OPERATOR_TOKEN = "operator-token-for-tests";
const LOCAL_MODEL = {
  name: "local-qwen",
  provider: "prov-simulated",
  upstreamName: "qwen2.5:7b",
  capabilities: ["chat"],
  contextWindow: 32768,
  prices: { input: 1, output: 2, source: "our own price list", readOn: "2026-12-01", checked: true },
  gridNode: "node-hq-montreal",
  energyWhPerThousandTokens: 0.2,
  typical: { tokensPerSecond: 40, timeToFirstTokenMs: 50 },
};

let folder: string;
let file: string;
let shipped: Catalogue;
let gateway: TestGateway;
let key: string;

const write = (catalogue: object) => writeFile(file, JSON.stringify(catalogue));
const reload = (token: string | null = OPERATOR_TOKEN) =>
  fetch(`${gateway.apiUrl}/operator/catalogue/reload`, {
    method: "POST",
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
const listed = async (name: string) =>
  ((await (await fetch(`${gateway.apiUrl}/providers/models`)).json()) as { systemName: string }[]).find(
    (model) => model.systemName === name,
  );

beforeAll(async () => {
  folder = await mkdtemp(join(tmpdir(), "catalogue-"));
  file = join(folder, "catalogue.json");
  shipped = JSON.parse(await readFile(DEFAULT_CATALOGUE_FILE, "utf8")) as Catalogue;
  await write({ ...shipped, models: [...shipped.models, LOCAL_MODEL] });
  gateway = await startTestGateway({
    environment: { GATEWAY_CATALOGUE_FILE: file, GATEWAY_OPERATOR_TOKEN: OPERATOR_TOKEN },
  });
  key = await seedUserKey(gateway.db, (await gateway.signIn()).user);
});

afterAll(async () => {
  await gateway?.close();
  await rm(folder, { recursive: true, force: true });
});

describe("the catalogue file", () => {
  it("offers a model the operator declared, at its price and with its capabilities", async () => {
    expect(await listed("local-qwen")).toMatchObject({
      tokenInPricePerMillionTokens: 1,
      tokenOutPricePerMilionTokens: 2,
      capabilities: ["chat"],
      active: true,
    });
  });

  it("is reloaded only with the operator's token", async () => {
    expect((await reload(null)).status).toBe(401);
    expect((await reload("someone-else")).status).toBe(401);
  });

  it("reloaded while requests are streaming: every one finishes, and the next requests see the new catalogue", async () => {
    // Each answer has begun (its headers came) before the file changes.
    const streaming = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        askChat(
          gateway.apiUrl,
          key,
          question("local-qwen", `Tell me a long story, number ${index}`, { stream: true }),
        ),
      ),
    );
    const asked = streaming.map(async (response) => ({
      status: response.status,
      body: await response.text(),
    }));
    const withoutLocal = shipped.models.map((model) =>
      model.name === "simulated-fast"
        ? { ...model, prices: { ...model.prices, input: 0.5, output: 0.5 } }
        : model,
    );
    await write({ ...shipped, models: withoutLocal });
    const reloaded = await reload();
    expect(reloaded.status).toBe(200);
    expect(await reloaded.json()).toEqual({
      file,
      providers: shipped.providers.length,
      activeModels: shipped.models.length,
      deactivated: ["local-qwen"],
    });
    for (const answer of await Promise.all(asked)) {
      expect(answer.status, answer.body).toBe(200);
      expect(answer.body).toContain("data: [DONE]");
    }
    expect(await listed("local-qwen")).toMatchObject({ active: false });
    expect(await listed("simulated-fast")).toMatchObject({ tokenInPricePerMillionTokens: 0.5 });
    const gone = await askChat(gateway.apiUrl, key, question("local-qwen"));
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.code).toBe("model_not_found");
  });

  it("with mistakes is refused with their paths, and changes nothing", async () => {
    const broken = shipped.models.map((model, index) =>
      index === 0 ? { ...model, prices: { ...model.prices, input: "cheap" } } : model,
    );
    await write({ ...shipped, models: [...broken, { ...LOCAL_MODEL, gridNode: "node-atlantis" }] });
    const refused = await reload();
    expect(refused.status).toBe(400);
    expect((await refused.json()).errMsgs).toEqual([`${file}: models[0].prices.input must be number`]);
    await write({ ...shipped, models: [...shipped.models, { ...LOCAL_MODEL, gridNode: "node-atlantis" }] });
    const unknownNode = await reload();
    expect((await unknownNode.json()).errMsgs).toEqual([
      `${file}: models[${shipped.models.length}].gridNode: "node-atlantis" is not a grid node of this gateway (GET /node lists them)`,
    ]);
    expect(await listed("simulated-fast")).toMatchObject({ tokenInPricePerMillionTokens: 0.5, active: true });
  });
});
