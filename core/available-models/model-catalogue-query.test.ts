import { describe, expect, it } from "vitest";
import { toEntities } from "../mapping/to-entity.ts";
import {
  EMPTY_CATALOGUE_QUERY,
  narrowsCatalogue,
  nextSort,
  providerChoices,
  queryCatalogue,
  sortModels,
} from "./model-catalogue-query.ts";
import { ProviderModel, type ProviderModelRecord } from "./provider-model.entity.ts";
import { ProviderModelMother, ProviderMother } from "./provider-model.mother.ts";

const openAi = ProviderMother.record({ id: "prov-openai", name: "OpenAI" });
const groq = ProviderMother.record({ id: "prov-groq", name: "Groq" });
const mistral = ProviderMother.record({ id: "prov-mistral", name: "Mistral AI" });

function model(
  systemName: string,
  from: typeof openAi,
  [priceIn, priceOut]: [number, number],
  contextWindow: number | null,
  developer: string | null = from.name,
): ProviderModelRecord {
  return ProviderModelMother.record({
    systemName,
    tokenInPricePerMillionTokens: priceIn,
    tokenOutPricePerMilionTokens: priceOut,
    provider: from,
    developer,
    contextWindow,
  });
}

const catalogue = toEntities(ProviderModel, [
  model("gpt-4o", openAi, [2.5, 10], 128_000),
  model("gpt-4o-mini", openAi, [0.15, 0.6], 128_000),
  model("llama-3.1-8b-instant", groq, [0.05, 0.08], 131_072, "Meta"),
  model("mistral-small", mistral, [0.2, 0.6], null),
  model("o3-mini", openAi, [1.1, 4.4], 200_000),
]);

const names = (models: readonly ProviderModel[]) => models.map((found) => found.systemName);
const query = (change: Partial<typeof EMPTY_CATALOGUE_QUERY>) => ({ ...EMPTY_CATALOGUE_QUERY, ...change });

describe("searching the model catalogue", () => {
  it("shows every model in the gateway's order when nothing is asked", () => {
    expect(names(queryCatalogue(catalogue, EMPTY_CATALOGUE_QUERY))).toEqual(names(catalogue));
  });

  it("finds models by a part of their name, whatever the case", () => {
    expect(names(queryCatalogue(catalogue, query({ search: "  MINI " })))).toEqual([
      "gpt-4o-mini",
      "o3-mini",
    ]);
  });

  it("finds models by their provider's name or their developer", () => {
    expect(names(queryCatalogue(catalogue, query({ search: "groq" })))).toEqual(["llama-3.1-8b-instant"]);
    expect(names(queryCatalogue(catalogue, query({ search: "meta" })))).toEqual(["llama-3.1-8b-instant"]);
  });

  it("needs every word of the search to match", () => {
    expect(names(queryCatalogue(catalogue, query({ search: "openai mini" })))).toEqual([
      "gpt-4o-mini",
      "o3-mini",
    ]);
    expect(queryCatalogue(catalogue, query({ search: "groq mini" }))).toEqual([]);
  });

  it("keeps only the chosen providers' models", () => {
    const shown = queryCatalogue(catalogue, query({ providerIds: ["prov-groq", "prov-mistral"] }));
    expect(names(shown)).toEqual(["llama-3.1-8b-instant", "mistral-small"]);
  });

  it("keeps only the models that can do every chosen capability", () => {
    const able = toEntities(ProviderModel, [
      { ...model("gpt-4o", openAi, [2.5, 10], 128_000), capabilities: ["chat", "tools", "vision"] },
      { ...model("o3-mini", openAi, [1.1, 4.4], 200_000), capabilities: ["chat", "tools", "reasoning"] },
      { ...model("llama-3.1-8b-instant", groq, [0.05, 0.08], 131_072), capabilities: ["chat"] },
    ]);
    expect(names(queryCatalogue(able, query({ capabilities: ["tools"] })))).toEqual(["gpt-4o", "o3-mini"]);
    expect(names(queryCatalogue(able, query({ capabilities: ["tools", "vision"] })))).toEqual(["gpt-4o"]);
    expect(queryCatalogue(able, query({ capabilities: ["vision", "reasoning"] }))).toEqual([]);
  });

  it("tells a narrowing query from one that only orders", () => {
    expect(narrowsCatalogue(query({ search: "  " }))).toBe(false);
    expect(narrowsCatalogue(query({ sort: { key: "name", direction: "descending" } }))).toBe(false);
    expect(narrowsCatalogue(query({ search: "gpt" }))).toBe(true);
    expect(narrowsCatalogue(query({ providerIds: ["prov-groq"] }))).toBe(true);
    expect(narrowsCatalogue(query({ capabilities: ["vision"] }))).toBe(true);
  });
});

describe("ordering the model catalogue", () => {
  it("orders by input price, cheapest first, then most expensive first", () => {
    const ascending = queryCatalogue(catalogue, query({ sort: { key: "input", direction: "ascending" } }));
    expect(names(ascending)).toEqual([
      "llama-3.1-8b-instant",
      "gpt-4o-mini",
      "mistral-small",
      "o3-mini",
      "gpt-4o",
    ]);
    const descending = queryCatalogue(catalogue, query({ sort: { key: "input", direction: "descending" } }));
    expect(names(descending)).toEqual(names(ascending).reverse());
  });

  it("breaks ties by name, in both directions", () => {
    const byOutput = queryCatalogue(catalogue, query({ sort: { key: "output", direction: "descending" } }));
    expect(names(byOutput).slice(2, 4)).toEqual(["gpt-4o-mini", "mistral-small"]);
  });

  it("puts a model with an unknown context window last, in both directions", () => {
    for (const direction of ["ascending", "descending"] as const) {
      const shown = queryCatalogue(catalogue, query({ sort: { key: "context", direction } }));
      expect(names(shown).at(-1)).toBe("mistral-small");
    }
    const largestFirst = queryCatalogue(
      catalogue,
      query({ sort: { key: "context", direction: "descending" } }),
    );
    expect(names(largestFirst)[0]).toBe("o3-mini");
  });

  it("orders by cached input price, the models without one last", () => {
    const cached = toEntities(ProviderModel, [
      { ...model("gpt-4o", openAi, [2.5, 10], 128_000), tokenCachedInPricePerMillionTokens: 1.25 },
      model("mistral-small", mistral, [0.2, 0.6], null),
      { ...model("gpt-4o-mini", openAi, [0.15, 0.6], 128_000), tokenCachedInPricePerMillionTokens: 0.075 },
    ]);
    const dearestFirst = queryCatalogue(
      cached,
      query({ sort: { key: "cachedInput", direction: "descending" } }),
    );
    expect(names(dearestFirst)).toEqual(["gpt-4o", "gpt-4o-mini", "mistral-small"]);
  });

  it("orders names the way people read them, numbers included", () => {
    const byName = queryCatalogue(catalogue, query({ sort: { key: "name", direction: "ascending" } }));
    expect(names(byName)).toEqual([
      "gpt-4o",
      "gpt-4o-mini",
      "llama-3.1-8b-instant",
      "mistral-small",
      "o3-mini",
    ]);
    const byProvider = queryCatalogue(
      catalogue,
      query({ sort: { key: "provider", direction: "ascending" } }),
    );
    expect(byProvider.map((found) => found.provider?.name)).toEqual([
      "Groq",
      "Mistral AI",
      "OpenAI",
      "OpenAI",
      "OpenAI",
    ]);
  });

  it("flips the direction on a second click of the same header, and starts ascending on another", () => {
    const first = nextSort(null, "context");
    expect(first).toEqual({ key: "context", direction: "ascending" });
    expect(nextSort(first, "context")).toEqual({ key: "context", direction: "descending" });
    expect(nextSort(nextSort(first, "context"), "name")).toEqual({ key: "name", direction: "ascending" });
  });
});

describe("the providers to filter by", () => {
  it("are each listed once, by name, with how many models they offer", () => {
    expect(providerChoices(catalogue)).toEqual([
      { id: "prov-groq", name: "Groq", logo: null, modelCount: 1 },
      { id: "prov-mistral", name: "Mistral AI", logo: null, modelCount: 1 },
      { id: "prov-openai", name: "OpenAI", logo: null, modelCount: 3 },
    ]);
  });
});

describe("the catalogue, model by model", () => {
  const loose = toEntities(ProviderModel, [
    ProviderModelMother.record({
      systemName: "house-model",
      nameInProvider: "hm-2025-preview",
      provider: null,
    }),
    model("b-model", openAi, [1, 1], 10),
    { ...model("a-model", { ...openAi, logo: "/logos/openai.svg" }, [1, 1], 10) },
  ]);

  it("finds a model by its provider's own name for it", () => {
    expect(names(queryCatalogue(loose, query({ search: "PREVIEW" })))).toEqual(["house-model"]);
  });

  it("leaves a model without a provider out once providers are chosen", () => {
    expect(names(queryCatalogue(loose, query({ providerIds: ["prov-openai"] })))).toEqual([
      "b-model",
      "a-model",
    ]);
  });

  it("puts models without a provider last when ordered by provider, ties by name", () => {
    for (const direction of ["ascending", "descending"] as const)
      expect(names(sortModels(loose, { key: "provider", direction }))).toEqual([
        "a-model",
        "b-model",
        "house-model",
      ]);
  });

  it("leaves out models without a provider among the providers to choose, and shows the latest logo", () => {
    expect(providerChoices(loose)).toEqual([
      { id: "prov-openai", name: "OpenAI", logo: "/logos/openai.svg", modelCount: 2 },
    ]);
  });

  it("orders names without regard to case", () => {
    const mixed = toEntities(ProviderModel, [
      model("Beta", openAi, [1, 1], 1),
      model("alpha", openAi, [1, 1], 1),
      model("Alpha", openAi, [1, 1], 2),
    ]);
    expect(names(sortModels(mixed, { key: "name", direction: "descending" }))).toEqual([
      "Beta",
      "alpha",
      "Alpha",
    ]);
    expect(names(sortModels(mixed, { key: "context", direction: "descending" }))).toEqual([
      "Alpha",
      "alpha",
      "Beta",
    ]);
  });

  it("orders models that all lack the value by name, after the others, in both directions", () => {
    const unknown = toEntities(ProviderModel, [
      model("zeta", openAi, [1, 1], null),
      model("mid", openAi, [1, 1], 5),
      model("alpha", openAi, [1, 1], null),
      model("beta", openAi, [1, 1], null),
    ]);
    for (const direction of ["ascending", "descending"] as const)
      expect(names(sortModels(unknown, { key: "context", direction }))).toEqual([
        "mid",
        "alpha",
        "beta",
        "zeta",
      ]);
  });

  it("finds no model by words that run across its name and its provider's", () => {
    const [found] = toEntities(ProviderModel, [model("alpha", groq, [1, 1], 1, null)]);
    expect(queryCatalogue(found ? [found] : [], query({ search: "alphagroq" }))).toEqual([]);
    expect(queryCatalogue(found ? [found] : [], query({ search: "null" }))).toEqual([]);
  });
});
