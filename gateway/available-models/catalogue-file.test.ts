import { describe, expect, it } from "vitest";
import {
  CatalogueProblems,
  DEFAULT_CATALOGUE_FILE,
  parseCatalogue,
  readCatalogueFile,
} from "./catalogue-file.ts";

const PROVIDER = { id: "prov-local", name: "Local vLLM", baseUrl: "http://127.0.0.1:8000/v1" };
const MODEL = {
  name: "qwen-local",
  provider: "prov-local",
  upstreamName: "Qwen/Qwen2.5-7B-Instruct",
  capabilities: ["chat", "tools"],
  contextWindow: 32768,
  prices: { input: 0.05, output: 0.1, source: "our own price list", readOn: "2026-12-01", checked: true },
  gridNode: "node-hq-montreal",
  energyWhPerThousandTokens: 0.2,
};

function problemsOf(catalogue: unknown): readonly string[] {
  try {
    parseCatalogue(JSON.stringify(catalogue), "catalogue.json");
  } catch (error) {
    if (error instanceof CatalogueProblems) return error.problems;
    throw error;
  }
  return [];
}

describe("a catalogue file", () => {
  it("the default file is valid and declares models with their prices' source and date", async () => {
    const catalogue = await readCatalogueFile(DEFAULT_CATALOGUE_FILE);
    expect(catalogue.models.length).toBeGreaterThan(10);
    for (const model of catalogue.models) {
      expect(model.prices.source, model.name).not.toBe("");
      expect(model.prices.readOn, model.name).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      if (!model.prices.checked) expect(model.prices.note, model.name).toBeTruthy();
    }
  });

  it("a well-formed one is read as it is", () => {
    expect(problemsOf({ providers: [PROVIDER], models: [MODEL] })).toEqual([]);
  });

  it("a missing price, a negative one and a misspelt field are each named by their path", () => {
    const { input: _input, ...withoutInput } = MODEL.prices;
    const problems = problemsOf({
      providers: [PROVIDER],
      models: [
        { ...MODEL, prices: withoutInput },
        { ...MODEL, name: "second", prices: { ...MODEL.prices, output: -1 } },
        { ...MODEL, name: "third", contextWindw: 10 },
      ],
    });
    expect(problems).toEqual([
      "models[0].prices.input is missing",
      "models[1].prices.output must be >= 0",
      "models[2].contextWindw is not a field of the catalogue",
    ]);
  });

  it("an unknown capability is refused with the ones allowed", () => {
    const problems = problemsOf({
      providers: [PROVIDER],
      models: [{ ...MODEL, capabilities: ["chat", "telepathy"] }],
    });
    expect(problems).toEqual([
      'models[0].capabilities[1] must be one of: "chat", "tools", "vision", "structured-output", "reasoning", "embeddings"',
    ]);
  });

  it("a model must say where it runs: a grid node or a region", () => {
    const { gridNode: _node, ...nowhere } = MODEL;
    expect(problemsOf({ providers: [PROVIDER], models: [nowhere] })).toEqual([
      "models[0] must name a gridNode or a region",
    ]);
    expect(problemsOf({ providers: [PROVIDER], models: [{ ...nowhere, region: "EU" }] })).toEqual([]);
  });

  it("an embedding model needs its dimensions, and a chat model cannot have them", () => {
    const embedding = { ...MODEL, name: "embed-local", capabilities: ["embeddings"] };
    expect(problemsOf({ providers: [PROVIDER], models: [embedding] })).toEqual([
      "models[0].embedding is missing",
    ]);
    const chat = { ...MODEL, embedding: { dimensions: 768, reducible: false } };
    expect(problemsOf({ providers: [PROVIDER], models: [chat] })).toEqual([
      'models[0].embedding is only for models whose capabilities are ["embeddings"]',
    ]);
  });

  it("a model of an undeclared provider and a name declared twice are refused", () => {
    const problems = problemsOf({
      providers: [PROVIDER],
      models: [MODEL, MODEL, { ...MODEL, name: "other", provider: "prov-nowhere" }],
    });
    expect(problems).toEqual([
      'models[1].name: "qwen-local" is declared twice',
      'models[2].provider: "prov-nowhere" is not one of the providers declared',
    ]);
  });

  it("text that is not JSON says so, with the file's name", () => {
    expect(() => parseCatalogue("{ providers: ", "/etc/gateway/catalogue.json")).toThrow(
      /\/etc\/gateway\/catalogue.json is not a valid catalogue:\n {2}- it is not JSON/,
    );
  });
});
