import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { REASONING_MODEL_NAMES } from "../../core/available-models/reasoning-models.ts";
import { seedCatalogue } from "../seed/seed-database.ts";
import { systemClock } from "../server/system-clock.ts";
import { startTestGateway, type TestGateway } from "../testing/test-gateway.ts";
import { providerModels } from "./available-models.schema.ts";
import { CHAT_MODELS, EMBEDDING_MODELS } from "./provider-models.seed.ts";
import { SIMULATED_PROVIDER_NAME } from "./providers.seed.ts";

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
  it("is public and lists every chat model with its provider and published prices", async () => {
    const { models } = await listModels();
    expect(models.map((model) => model.systemName).sort()).toEqual(
      CHAT_MODELS.map((model) => model.systemName).sort(),
    );
    expect(models.find((model) => model.systemName === "gpt-4o-mini")).toMatchObject({
      id: "model-gpt-4o-mini",
      tokenInPricePerMillionTokens: 0.15,
      tokenOutPricePerMilionTokens: 0.6,
      contextWindow: 128_000,
      provider: { id: "prov-openai", name: "OpenAI" },
    });
    expect(models.map((model) => model.provider.name)).toContain(SIMULATED_PROVIDER_NAME);
    expect(models.map((model) => model.systemName)).toEqual(
      expect.arrayContaining([...REASONING_MODEL_NAMES]),
    );
  });

  it("leaves out the embedding models, which only POST /embeddings serves", async () => {
    const { models } = await listModels();
    expect(EMBEDDING_MODELS.map((model) => model.systemName)).toContain("text-embedding-3-small");
    for (const embedding of EMBEDDING_MODELS)
      expect(models.map((model) => model.systemName)).not.toContain(embedding.systemName);
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

  it("is seeded once: seeding again keeps what changed since", async () => {
    await gateway.db
      .update(providerModels)
      .set({ active: false })
      .where(eq(providerModels.id, "model-gpt-4o"));
    await seedCatalogue(gateway.db, systemClock);
    const [model] = await gateway.db
      .select()
      .from(providerModels)
      .where(eq(providerModels.id, "model-gpt-4o"));
    expect(model?.active).toBe(false);
  });
});
