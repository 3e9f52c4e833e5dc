import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryAvailableModelsGateway } from "../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../core/available-models/catalogue.mother.ts";
import { ModelCapability } from "../../core/available-models/model-capability.ts";
import { EMPTY_CATALOGUE_QUERY } from "../../core/available-models/model-catalogue-query.ts";
import { ProviderModelMother } from "../../core/available-models/provider-model.mother.ts";
import { GatewayError } from "../../core/errors/gateway-error.ts";
import { RouteName } from "../../core/routing/route-name.ts";
import { disposedAfterTest } from "../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../ui/testing/screen-services-for-test.ts";
import type { AvailableModelsState, AvailableModelsViewModel } from "./available-models.view-model.ts";
import { createAvailableModelsViewModel } from "./available-models.view-model-factory.ts";

/** The catalogue the gateway lists in these tests. */
const CATALOGUE = CatalogueMother.create();

function setUp(query = EMPTY_CATALOGUE_QUERY, gateway = new MemoryAvailableModelsGateway(CATALOGUE)) {
  const services = screenServicesForTest((bind) => bind(AvailableModelsGateway, gateway));
  return { gateway, viewModel: disposedAfterTest(createAvailableModelsViewModel(services, query)) };
}

function settled(viewModel: AvailableModelsViewModel): Promise<AvailableModelsState> {
  return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
}

const able = (systemName: string, capabilities: ModelCapability[]) =>
  ProviderModelMother.record({ systemName, capabilities });

const names = (state: AvailableModelsState) => state.shown.map((model) => model.systemName);

const { CHAT, TOOLS, VISION, REASONING } = ModelCapability;
const ABLE_CATALOGUE = [
  able("seer", [CHAT, TOOLS, VISION]),
  able("thinker", [CHAT, TOOLS, REASONING]),
  able("plain", [CHAT]),
];

describe("the available models' view model", () => {
  it("shows every model of the gateway, with the providers to filter by", async () => {
    const { viewModel } = setUp();
    expect(viewModel.current().status).toBe("loading");
    const state = await settled(viewModel);
    expect(state.total).toBe(CATALOGUE.length);
    expect(names(state)).toEqual(CATALOGUE.map((model) => model.systemName));
    expect(state.providers.map((provider) => provider.name)).toEqual(["Anthropic", "Mistral AI", "OpenAI"]);
  });

  it("narrows the list as the person searches, without asking the gateway again", async () => {
    const { viewModel, gateway } = setUp();
    await settled(viewModel);
    const list = vi.spyOn(gateway, "listModels");
    viewModel.search("mini");
    expect(names(viewModel.current())).toEqual(["gpt-4o-mini", "o3-mini"]);
    expect(viewModel.current().total).toBe(CATALOGUE.length);
    expect(list).not.toHaveBeenCalled();
  });

  it("filters by one or more providers, and back to all", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.toggleProvider("prov-mistral");
    expect(names(viewModel.current())).toEqual(["mistral-large", "mistral-small", "mistral-embed"]);
    viewModel.toggleProvider("prov-anthropic");
    expect(viewModel.current().shown.every((model) => model.provider?.id !== "prov-openai")).toBe(true);
    viewModel.toggleProvider("prov-mistral");
    expect(names(viewModel.current())).toEqual(["claude-3-5-sonnet", "claude-3-5-haiku"]);
    viewModel.showAllProviders();
    expect(viewModel.current().shown).toHaveLength(CATALOGUE.length);
  });

  it("orders by a column, then the other way round on a second click", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.sortBy("output");
    const prices = () => viewModel.current().shown.map((model) => model.tokenOutPricePerMilionTokens);
    expect(prices()).toEqual([...prices()].sort((a, b) => a - b));
    viewModel.sortBy("output");
    expect(viewModel.current().query.sort).toEqual({ key: "output", direction: "descending" });
    expect(prices()).toEqual([...prices()].sort((a, b) => b - a));
  });

  it("keeps the models that can do every capability chosen, and offers those the catalogue has", async () => {
    const { viewModel } = setUp(EMPTY_CATALOGUE_QUERY, new MemoryAvailableModelsGateway(ABLE_CATALOGUE));
    const state = await settled(viewModel);
    expect(state.capabilities).toEqual([
      { capability: "tools", modelCount: 2 },
      { capability: "vision", modelCount: 1 },
      { capability: "reasoning", modelCount: 1 },
    ]);
    viewModel.toggleCapability(ModelCapability.TOOLS);
    expect(names(viewModel.current())).toEqual(["seer", "thinker"]);
    viewModel.toggleCapability(ModelCapability.VISION);
    expect(names(viewModel.current())).toEqual(["seer"]);
    viewModel.toggleCapability(ModelCapability.TOOLS);
    expect(viewModel.current().query.capabilities).toEqual(["vision"]);
    expect(names(viewModel.current())).toEqual(["seer"]);
  });

  it("keeps offering a capability a shared address asks for, even when no model has it", async () => {
    const { viewModel } = setUp(
      { ...EMPTY_CATALOGUE_QUERY, capabilities: [ModelCapability.EMBEDDINGS] },
      new MemoryAvailableModelsGateway(ABLE_CATALOGUE),
    );
    const state = await settled(viewModel);
    expect(state.shown).toEqual([]);
    expect(state.capabilities.at(-1)).toEqual({ capability: "embeddings", modelCount: 0 });
    viewModel.toggleCapability(ModelCapability.EMBEDDINGS);
    expect(viewModel.current().capabilities.map((choice) => choice.capability)).not.toContain("embeddings");
    expect(viewModel.current().shown).toHaveLength(ABLE_CATALOGUE.length);
  });

  it("clears the search and the filters but keeps the order", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.sortBy("context");
    viewModel.search("nothing like this");
    viewModel.toggleProvider("prov-openai");
    viewModel.toggleCapability(ModelCapability.REASONING);
    expect(viewModel.current().shown).toEqual([]);
    viewModel.clearFilters();
    expect(viewModel.current().query).toEqual({
      search: "",
      providerIds: [],
      capabilities: [],
      sort: { key: "context", direction: "ascending" },
    });
    expect(viewModel.current().shown).toHaveLength(CATALOGUE.length);
  });

  it("starts from the query of the address it was opened at", async () => {
    const { viewModel } = setUp({
      search: "",
      providerIds: ["prov-anthropic"],
      capabilities: [],
      sort: { key: "input", direction: "descending" },
    });
    expect(names(await settled(viewModel))).toEqual(["claude-3-5-sonnet", "claude-3-5-haiku"]);
  });

  it("offers a retry when the catalogue cannot be loaded, with the server's words", async () => {
    const gateway = new MemoryAvailableModelsGateway(CATALOGUE);
    vi.spyOn(gateway, "listModels").mockRejectedValueOnce(GatewayError.http(503, "Catalogue offline"));
    const { viewModel } = setUp(EMPTY_CATALOGUE_QUERY, gateway);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: ["Catalogue offline"] });
    await viewModel.retry();
    expect(viewModel.current()).toMatchObject({ status: "ready", failure: [] });
    expect(viewModel.current().shown).toHaveLength(CATALOGUE.length);
  });

  it("has nothing to add when an error page already showed the failure", async () => {
    const gateway = new MemoryAvailableModelsGateway(CATALOGUE);
    const shown = new GatewayError({ kind: "http", status: 502 }, ["Bad gateway"], RouteName.SERVER_ERROR);
    vi.spyOn(gateway, "listModels").mockRejectedValueOnce(shown);
    const { viewModel } = setUp(EMPTY_CATALOGUE_QUERY, gateway);
    expect(await settled(viewModel)).toMatchObject({ status: "failed", failure: [] });
  });
});
