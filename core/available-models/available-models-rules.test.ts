import { describe, expect, it } from "vitest";
import { toEntities } from "../mapping/to-entity.ts";
import { BEST_AVAILABLE_MODEL, playgroundModels } from "./best-available.ts";
import { Provider } from "./provider.entity.ts";
import { ProviderModel, type ProviderModelRecord } from "./provider-model.entity.ts";
import { ProviderModelMother, ProviderMother } from "./provider-model.mother.ts";

const openAi = ProviderMother.record({ id: "p1", name: "OpenAI", baseUrl: "https://api.openai.com/v1" });
const model = (systemName: string, active = true, capabilities?: string[]) =>
  ProviderModelMother.record({
    systemName,
    systemComplexity: "medium",
    tokenInPricePerMillionTokens: 1.1,
    tokenOutPricePerMilionTokens: 4.4,
    provider: openAi,
    active,
    developer: "OpenAI",
    contextWindow: 200000,
    ...(capabilities ? { capabilities: capabilities as ProviderModelRecord["capabilities"] } : {}),
  });

describe("the available models", () => {
  it("know their provider", () => {
    const [first] = toEntities(ProviderModel, [model("gpt-4o-mini")]);
    expect(first?.provider).toBeInstanceOf(Provider);
    expect(first?.provider?.name).toBe("OpenAI");
  });

  it("reason when the gateway says they can, whatever their name", () => {
    const models = toEntities(ProviderModel, [
      model("thinker", true, ["chat", "reasoning"]),
      model("o3-mini", true, ["chat", "tools"]),
    ]);
    expect(models.map((m) => [m.systemName, m.hasReasoning])).toEqual([
      ["thinker", true],
      ["o3-mini", false],
    ]);
  });

  it("count as chat models when an older gateway sends no capabilities, with no cached price or output limit", () => {
    const [older] = toEntities(ProviderModel, [model("gpt-4o-mini")]);
    expect(older).toMatchObject({
      capabilities: ["chat"],
      hasReasoning: false,
      tokenCachedInPricePerMillionTokens: null,
      maxOutputTokens: null,
    });
  });

  it("say the day their prices were read, and are taken as checked unless the gateway says otherwise", () => {
    const [unchecked, checked, older] = toEntities(ProviderModel, [
      { ...model("gpt-4o"), pricesReadOn: "2026-12-06", pricesChecked: false },
      { ...model("gpt-5.4"), pricesReadOn: "2026-12-06", pricesChecked: true },
      model("gpt-4o-mini"),
    ]);
    expect(unchecked).toMatchObject({ pricesReadOn: "2026-12-06", pricesChecked: false });
    expect(checked).toMatchObject({ pricesReadOn: "2026-12-06", pricesChecked: true });
    expect(older).toMatchObject({ pricesReadOn: null, pricesChecked: true });
  });

  it("keep the capabilities this dashboard knows, and their cached price and output limit", () => {
    const [first] = toEntities(ProviderModel, [
      {
        ...model("gpt-4o", true, ["vision", "chat", "telepathy"]),
        tokenCachedInPricePerMillionTokens: 1.25,
        maxOutputTokens: 16384,
      },
    ]);
    expect(first).toMatchObject({
      capabilities: ["chat", "vision"],
      tokenCachedInPricePerMillionTokens: 1.25,
      maxOutputTokens: 16384,
    });
  });
});

describe("the playground's model choice", () => {
  it("starts with Best Available, free of charge, then the active models", () => {
    const choice = playgroundModels(
      toEntities(ProviderModel, [model("gpt-4o-mini"), model("retired", false)]),
    );
    expect(choice.map((m) => m.systemName)).toEqual(["Best Available", "gpt-4o-mini"]);
    expect(BEST_AVAILABLE_MODEL).toMatchObject({
      id: "best-available",
      nameInProvider: "best-available",
      active: true,
      provider: null,
      tokenInPricePerMillionTokens: 0,
      tokenOutPricePerMilionTokens: 0,
      hasReasoning: false,
    });
  });

  it("leaves out the embedding models, which cannot chat, and keeps Best Available first", () => {
    const choice = playgroundModels(
      toEntities(ProviderModel, [
        model("text-embedding-3-small", true, ["embeddings"]),
        model("gpt-4o-mini", true, ["chat", "tools"]),
        model("older-chat-model"),
      ]),
    );
    expect(choice.map((m) => m.systemName)).toEqual(["Best Available", "gpt-4o-mini", "older-chat-model"]);
  });
});
