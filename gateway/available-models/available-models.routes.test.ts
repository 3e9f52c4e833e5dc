import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCatalogue } from "../seed/seed-database.ts";
import { systemClock } from "../server/system-clock.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { providerModels } from "./available-models.schema.ts";
import { DEFAULT_CATALOGUE_FILE, readCatalogueFile } from "./catalogue-file.ts";
import { SIMULATED_PROVIDER_NAME } from "./simulated-provider-name.ts";

const declared = await readCatalogueFile(DEFAULT_CATALOGUE_FILE);
const EMBEDDING_MODELS = declared.models.filter((model) => model.capabilities.includes("embeddings"));

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await startTestGateway();
});
afterAll(() => gateway.close());

type Model = Record<string, unknown> & { systemName: string; provider: { name: string } };

async function listModels(): Promise<{ models: Model[]; text: string }> {
  const response = await fetch(`${gateway.apiUrl}/providers/models`);
  const text = await response.text();
  return { models: JSON.parse(text) as Model[], text };
}

describe("the model catalogue", () => {
  it("is public and lists every model of the catalogue file, chat and embedding alike, with its provider, prices and capabilities", async () => {
    const { models } = await listModels();
    expect(models.map((model) => model.systemName).sort()).toEqual(
      declared.models.map((model) => model.name).sort(),
    );
    expect(models.find((model) => model.systemName === "gpt-4o-mini")).toMatchObject({
      id: "model-gpt-4o-mini",
      tokenInPricePerMillionTokens: 0.15,
      tokenOutPricePerMilionTokens: 0.6,
      contextWindow: 128_000,
      provider: { id: "prov-openai", name: "OpenAI" },
    });
    expect(models.map((model) => model.provider.name)).toContain(SIMULATED_PROVIDER_NAME);
    const reasoning = declared.models.filter((model) => model.capabilities.includes("reasoning"));
    expect(reasoning.map((model) => model.name)).toContain("o3-mini");
    for (const model of reasoning)
      expect(models.find((listed) => listed.systemName === model.name)?.capabilities).toContain("reasoning");
    expect(models.find((model) => model.systemName === "gpt-4o-mini")?.capabilities).toEqual(
      expect.arrayContaining(["chat", "tools", "vision", "structured-output"]),
    );
  });

  it("says for each model the day its prices were read and whether they could be checked there, as the file does", async () => {
    const { models } = await listModels();
    for (const entry of declared.models)
      expect(models.find((model) => model.systemName === entry.name)).toMatchObject({
        pricesReadOn: entry.prices.readOn,
        pricesChecked: entry.prices.checked,
      });
    const checks = new Set(models.map((model) => model.pricesChecked));
    expect(checks).toEqual(new Set([true, false]));
    expect(models.find((model) => model.systemName === "gpt-4o-mini")?.maxOutputTokens).toBe(16_384);
  });

  it("lists the embedding models with the embeddings capability alone, their input price and no output limit", async () => {
    const { models } = await listModels();
    expect(EMBEDDING_MODELS.map((model) => model.name)).toContain("text-embedding-3-small");
    for (const embedding of EMBEDDING_MODELS)
      expect(models.find((model) => model.systemName === embedding.name)).toMatchObject({
        capabilities: ["embeddings"],
        tokenInPricePerMillionTokens: embedding.prices.input,
        tokenOutPricePerMilionTokens: 0,
        contextWindow: embedding.contextWindow,
        maxOutputTokens: null,
        active: true,
      });
  });

  it("writes whole-dollar prices as decimals", async () => {
    const { text } = await listModels();
    expect(text).toContain('"tokenOutPricePerMilionTokens":10.0');
  });

  it("keeps inactive models listed, marked inactive", async () => {
    await gateway.db
      .update(providerModels)
      .set({ active: false })
      .where(eq(providerModels.id, "model-gpt-4.1-nano"));
    const { models } = await listModels();
    expect(models.find((model) => model.systemName === "gpt-4.1-nano")?.active).toBe(false);
  });

  it("is what the catalogue file says at every start: a price changed in the database is put back", async () => {
    await gateway.db
      .update(providerModels)
      .set({ tokenInPricePerMillionTokens: 99, active: false })
      .where(eq(providerModels.id, "model-gpt-4o"));
    await seedCatalogue(gateway.db, systemClock);
    const [model] = await gateway.db
      .select()
      .from(providerModels)
      .where(eq(providerModels.id, "model-gpt-4o"));
    const gpt4o = declared.models.find((entry) => entry.name === "gpt-4o");
    expect(model).toMatchObject({ tokenInPricePerMillionTokens: gpt4o?.prices.input, active: true });
  });
});
