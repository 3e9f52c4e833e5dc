import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { MemoryAvailableModelsGateway } from "../../../adapters/gateway-memory/available-models/memory-available-models-gateway.adapter.ts";
import {
  CAST_ORGANIZATION_ID,
  CastOrganizationMother,
} from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { MemoryGridNodesGateway } from "../../../adapters/gateway-memory/organization/memory-grid-nodes-gateway.adapter.ts";
import { MemoryOrganizationModelsGateway } from "../../../adapters/gateway-memory/organization/memory-organization-models-gateway.adapter.ts";
import { organizationContext } from "../../../adapters/gateway-memory/organization/organization-context.ts";
import { OrganizationDatabase } from "../../../adapters/gateway-memory/organization/organization-database.ts";
import { AvailableModelsGateway } from "../../../core/available-models/available-models-gateway.port.ts";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { Notifier, type ToastRequest } from "../../../core/notifier/notifier.port.ts";
import { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { disposedAfterTest } from "../../../ui/testing/disposed-after-test.ts";
import { screenServicesForTest } from "../../../ui/testing/screen-services-for-test.ts";
import type { OrganizationModelsState } from "./organization-models.state.ts";
import type { OrganizationModelsViewModel } from "./organization-models.view-model.ts";
import { createOrganizationModelsViewModel } from "./organization-models.view-model-factory.ts";

const { OWNER, SUPER_ADMIN } = OrganizationRole;

/** The page's view model over these gateways, made by its factory. */
function modelsPageOver(
  ports: {
    models: OrganizationModelsGateway;
    gridNodes: GridNodesGateway;
    catalogue: AvailableModelsGateway;
    notifier: { notify: (toast: ToastRequest) => unknown };
  },
  scope: { organizationId: string | null; role: string | null },
) {
  const services = screenServicesForTest((bind) => {
    bind(OrganizationModelsGateway, ports.models);
    bind(GridNodesGateway, ports.gridNodes);
    bind(AvailableModelsGateway, ports.catalogue);
    bind(Notifier, ports.notifier as unknown as Notifier);
  });
  return disposedAfterTest(createOrganizationModelsViewModel(services, scope));
}

function setUp(role: string | null = OWNER, organizationId: string | null = CAST_ORGANIZATION_ID) {
  const context = organizationContext(new OrganizationDatabase(CastOrganizationMother.create().build()));
  const models = new MemoryOrganizationModelsGateway(context);
  const gridNodes = new MemoryGridNodesGateway(context);
  const catalogue = new MemoryAvailableModelsGateway(CatalogueMother.create());
  const notifier = { notify: vi.fn((_: unknown) => "toast-1") };
  const viewModel = modelsPageOver({ models, gridNodes, catalogue, notifier }, { organizationId, role });
  return { viewModel, models, gridNodes, catalogue, notifier, context };
}

function settled(viewModel: OrganizationModelsViewModel): Promise<OrganizationModelsState> {
  return firstValueFrom(
    viewModel.state$.pipe(
      filter((state) => state.models.status !== "loading" && state.gridNodes.status !== "loading"),
    ),
  );
}

const named = (state: OrganizationModelsState, name: string) =>
  state.models.items.find((model) => model.name === name);

const COMPLETE_DRAFT = {
  name: "  llama-guard-eu  ",
  provider: "vLLM",
  accessType: ModelAccessType.PUBLIC,
  gridNodeId: "node-eu-se-stockholm",
  dedicatedUrl: "https://guard.example/v1",
  customModelApikey: "sk-guard-1234abcd",
  configXml: "<model><maxTokens>2048</maxTokens></model>",
} as const;

/** The screen settled, its custom model dialog open and filled in with COMPLETE_DRAFT. */
async function customModelDrafted() {
  const given = setUp();
  await settled(given.viewModel);
  given.viewModel.openCustomModel();
  for (const [field, value] of Object.entries(COMPLETE_DRAFT)) {
    given.viewModel.editCustomModel(field as keyof typeof COMPLETE_DRAFT, value);
  }
  return given;
}

describe("the organization models screen's view model", () => {
  it("lists each model with its type, access, provider, region, grid node, emission and who last changed it", async () => {
    const { viewModel } = setUp();
    const state = await settled(viewModel);
    expect(named(state, "qwen2.5-72b-research")).toMatchObject({
      type: OrganizationModelType.CUSTOM,
      accessType: ModelAccessType.PRIVATE,
      provider: "vLLM",
      region: "EU",
      gridNodeName: "SE3",
      emission: 97.65,
      lastChangedBy: SUPER_ADMIN,
      maskedApiKey: expect.stringMatching(/^•+91d2$/),
    });
    expect(named(state, "gpt-4o-mini")).toMatchObject({
      type: OrganizationModelType.AVAILABLE,
      accessType: ModelAccessType.PUBLIC,
      internalId: "model-gpt-4o-mini",
    });
  });

  it("lists the grid nodes by region then name, and orders them by a column on demand", async () => {
    const { viewModel } = setUp();
    const { gridNodes } = await settled(viewModel);
    expect(gridNodes.items.map((node) => node.region)).toEqual(
      [...gridNodes.items.map((node) => node.region)].sort(),
    );
    viewModel.sortGridNodes("renewable");
    const ascending = viewModel.current().gridNodes.items.map((node) => node.renewablePercentage);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    viewModel.sortGridNodes("renewable");
    expect(viewModel.current().gridNodeSort).toEqual({ key: "renewable", direction: "descending" });
    expect(viewModel.current().gridNodes.items[0]?.renewablePercentage).toBe(Math.max(...ascending));
  });

  it("offers only the gateway's models not added yet, and adds the chosen one as PUBLIC with its emission", async () => {
    const { viewModel, models, notifier } = setUp();
    await settled(viewModel);
    await viewModel.openAvailableModels();
    const { dialog } = viewModel.current();
    if (dialog?.kind !== "available") throw new Error("the available models dialog is not open");
    const offered = dialog.choices.items.map((choice) => choice.id);
    expect(offered).not.toContain("model-gpt-4o-mini");
    expect(offered).not.toContain("model-mistral-large");
    expect(offered).toContain("model-claude-3-5-haiku");
    const add = vi.spyOn(models, "addModel");
    viewModel.chooseAvailableModel("model-claude-3-5-haiku");
    await viewModel.submitDialog();
    expect(add).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, {
      type: OrganizationModelType.AVAILABLE,
      internalId: "model-claude-3-5-haiku",
    });
    const state = viewModel.current();
    expect(state.dialog).toBeNull();
    const node = state.gridNodes.items.find((found) => found.id === "node-us-caiso-sp15");
    expect(named(state, "claude-3-5-haiku")).toMatchObject({
      type: OrganizationModelType.AVAILABLE,
      accessType: ModelAccessType.PUBLIC,
      emission: node?.renewablePercentage,
    });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The model claude-3-5-haiku was added.",
      intent: "positive",
    });
    await viewModel.openAvailableModels();
    const again = viewModel.current().dialog;
    expect(again?.kind === "available" && again.choices.items.map((choice) => choice.id)).not.toContain(
      "model-claude-3-5-haiku",
    );
  });

  it("offers the embedding models too, as a department's allowed models also govern its embeddings requests", async () => {
    const { viewModel, models } = setUp();
    await settled(viewModel);
    await viewModel.openAvailableModels();
    const { dialog } = viewModel.current();
    if (dialog?.kind !== "available") throw new Error("the available models dialog is not open");
    expect(dialog.choices.items).toContainEqual({
      id: "model-text-embedding-3-small",
      name: "text-embedding-3-small",
      provider: "OpenAI",
    });
    const add = vi.spyOn(models, "addModel");
    viewModel.chooseAvailableModel("model-text-embedding-3-small");
    await viewModel.submitDialog();
    expect(add).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, {
      type: OrganizationModelType.AVAILABLE,
      internalId: "model-text-embedding-3-small",
    });
    expect(named(viewModel.current(), "text-embedding-3-small")).toMatchObject({
      type: OrganizationModelType.AVAILABLE,
    });
  });

  it("asks for a model to be chosen before sending anything", async () => {
    const { viewModel, models } = setUp();
    await settled(viewModel);
    await viewModel.openAvailableModels();
    const add = vi.spyOn(models, "addModel");
    await viewModel.submitDialog();
    expect(add).not.toHaveBeenCalled();
    expect(viewModel.current().dialog?.fieldErrors.map((error) => error.message)).toEqual([
      "internalId should not be empty",
    ]);
  });

  it("refuses a custom model without a grid node with the §5 message, sending nothing", async () => {
    const { viewModel, models } = setUp();
    await settled(viewModel);
    viewModel.openCustomModel();
    for (const field of ["name", "provider", "dedicatedUrl"] as const) {
      viewModel.editCustomModel(field, COMPLETE_DRAFT[field]);
    }
    viewModel.editCustomModel("deploymentRegion", "EU");
    const add = vi.spyOn(models, "addModel");
    await viewModel.submitDialog();
    expect(add).not.toHaveBeenCalled();
    expect(viewModel.current().dialog?.fieldErrors.map((error) => error.message)).toEqual([
      "gridNodeId should not be empty",
    ]);
    viewModel.editCustomModel("gridNodeId", "node-eu-se-stockholm");
    expect(viewModel.current().dialog?.fieldErrors).toEqual([]);
  });

  it("names every required field of an empty custom model", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.openCustomModel();
    await viewModel.submitDialog();
    expect(viewModel.current().dialog?.fieldErrors.map((error) => error.property)).toEqual([
      "name",
      "provider",
      "deploymentRegion",
      "gridNodeId",
    ]);
  });

  it("adds a custom model with its optional fields, the key listed masked", async () => {
    const { viewModel, models } = await customModelDrafted();
    const add = vi.spyOn(models, "addModel");
    await viewModel.submitDialog();
    expect(add).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, {
      type: OrganizationModelType.CUSTOM,
      name: "llama-guard-eu",
      provider: "vLLM",
      accessType: ModelAccessType.PUBLIC,
      deploymentRegion: "EU",
      gridNodeId: "node-eu-se-stockholm",
      dedicatedUrl: "https://guard.example/v1",
      customModelApikey: "sk-guard-1234abcd",
      configXml: "<model><maxTokens>2048</maxTokens></model>",
    });
    const listed = named(viewModel.current(), "llama-guard-eu");
    expect(listed).toMatchObject({
      type: OrganizationModelType.CUSTOM,
      emission: 97.65,
      lastChangedBy: OWNER,
    });
    expect(listed?.maskedApiKey).not.toContain("sk-guard");
    expect(listed?.maskedApiKey?.endsWith("abcd")).toBe(true);
  });

  it("adds a custom model with its prices, a comma read as the decimal point", async () => {
    const { viewModel, models } = await customModelDrafted();
    viewModel.editCustomModel("tokenInPricePerMillionTokens", "0,4");
    viewModel.editCustomModel("tokenOutPricePerMillionTokens", " 1.2 ");
    const add = vi.spyOn(models, "addModel");
    await viewModel.submitDialog();
    expect(add).toHaveBeenCalledWith(
      CAST_ORGANIZATION_ID,
      expect.objectContaining({ tokenInPricePerMillionTokens: 0.4, tokenOutPricePerMillionTokens: 1.2 }),
    );
    expect(named(viewModel.current(), "llama-guard-eu")).toMatchObject({ inputPrice: 0.4, outputPrice: 1.2 });
  });

  it("refuses a negative or non-numeric price with one message per field, sending nothing", async () => {
    const { viewModel, models } = await customModelDrafted();
    viewModel.editCustomModel("tokenInPricePerMillionTokens", "-1");
    viewModel.editCustomModel("tokenOutPricePerMillionTokens", "cheap");
    const add = vi.spyOn(models, "addModel");
    await viewModel.submitDialog();
    expect(add).not.toHaveBeenCalled();
    expect(viewModel.current().dialog?.fieldErrors.map((error) => error.property)).toEqual([
      "tokenInPricePerMillionTokens",
      "tokenOutPricePerMillionTokens",
    ]);
  });

  it("tests the typed URL and key before adding, and forgets the result once the URL changes", async () => {
    const { viewModel, models } = setUp();
    await settled(viewModel);
    viewModel.openCustomModel();
    viewModel.editCustomModel("name", " guard ");
    viewModel.editCustomModel("dedicatedUrl", " http://10.0.0.5/v1 ");
    viewModel.editCustomModel("customModelApikey", "sk-1");
    const result = {
      reachable: false,
      status: null,
      message: "The host 10.0.0.5 is a private address, which the gateway does not call",
      models: [],
      modelListed: null,
    };
    let answer: (found: typeof result) => void = () => {};
    const test = vi
      .spyOn(models, "testNewModelConnection")
      .mockReturnValueOnce(new Promise((resolve) => (answer = resolve)));
    const testing = viewModel.testDialogConnection();
    expect(viewModel.current().dialog).toMatchObject({ connection: { status: "testing" } });
    answer(result);
    await testing;
    expect(test).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, {
      dedicatedUrl: "http://10.0.0.5/v1",
      customModelApikey: "sk-1",
      name: "guard",
    });
    expect(viewModel.current().dialog).toMatchObject({ connection: { status: "tested", result } });
    viewModel.editCustomModel("provider", "vLLM");
    expect(viewModel.current().dialog).toMatchObject({ connection: { status: "tested" } });
    viewModel.editCustomModel("dedicatedUrl", "http://10.0.0.6/v1");
    expect(viewModel.current().dialog).toMatchObject({ connection: null });
  });

  it("tests nothing before a URL is typed", async () => {
    const { viewModel, models } = setUp();
    await settled(viewModel);
    viewModel.openCustomModel();
    const test = vi.spyOn(models, "testNewModelConnection");
    await viewModel.testDialogConnection();
    expect(test).not.toHaveBeenCalled();
  });

  it("tests an added custom model's connection from its row; the demo reaches no server and says so", async () => {
    const { viewModel } = setUp();
    const { models } = await settled(viewModel);
    const custom = models.items.find((model) => model.type === OrganizationModelType.CUSTOM);
    const available = models.items.find((model) => model.type === OrganizationModelType.AVAILABLE);
    expect(custom?.connectionTestable).toBe(true);
    expect(available?.connectionTestable).toBe(false);
    await viewModel.testModelConnection(custom?.id ?? "");
    expect(viewModel.current().connectionTests[custom?.id ?? ""]).toMatchObject({
      status: "tested",
      result: { reachable: false, status: null, message: expect.stringContaining("demo"), modelListed: null },
    });
  });

  it("reports a connection test the gateway refused, and keeps no result", async () => {
    const { viewModel, models, notifier } = setUp();
    const state = await settled(viewModel);
    const custom = state.models.items.find((model) => model.type === OrganizationModelType.CUSTOM);
    vi.spyOn(models, "testModelConnection").mockRejectedValueOnce(GatewayError.http(404, "Model not found"));
    await viewModel.testModelConnection(custom?.id ?? "");
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Model not found", intent: "negative" }),
    );
    expect(viewModel.current().connectionTests).toEqual({});
  });

  it("offers no connection test to those who may only read the models", async () => {
    const { viewModel } = setUp(DepartmentRole.ADMIN);
    const { models } = await settled(viewModel);
    expect(models.items.some((model) => model.connectionTestable)).toBe(false);
  });

  it("keeps the region and the grid node together", async () => {
    const { viewModel } = setUp();
    await settled(viewModel);
    viewModel.openCustomModel();
    viewModel.editCustomModel("gridNodeId", "node-ca-ieso-toronto");
    const draft = () => (viewModel.current().dialog?.kind === "custom" ? viewModel.current().dialog : null);
    expect(draft()).toMatchObject({ draft: { deploymentRegion: "CA", gridNodeId: "node-ca-ieso-toronto" } });
    viewModel.editCustomModel("deploymentRegion", "EU");
    expect(draft()).toMatchObject({ draft: { deploymentRegion: "EU", gridNodeId: "" } });
  });

  it("reports a refused addition with the server's messages and keeps the form", async () => {
    const { viewModel, models, notifier } = setUp();
    await settled(viewModel);
    vi.spyOn(models, "addModel").mockRejectedValueOnce(
      GatewayError.http(409, "This model was already added"),
    );
    await viewModel.openAvailableModels();
    viewModel.chooseAvailableModel("model-gpt-4o");
    await viewModel.submitDialog();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "This model was already added", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({
      call: null,
      dialog: { kind: "available", internalId: "model-gpt-4o" },
    });
  });

  it("deletes a model only once the person confirms, and says so", async () => {
    const { viewModel, models, notifier } = setUp();
    await settled(viewModel);
    const remove = vi.spyOn(models, "removeModel");
    viewModel.askToRemove("om-support-phi");
    expect(viewModel.current().removal?.name).toBe("phi-3.5-mini-support");
    viewModel.cancelRemoval();
    await viewModel.confirmRemoval();
    expect(remove).not.toHaveBeenCalled();
    viewModel.askToRemove("om-support-phi");
    await viewModel.confirmRemoval();
    expect(remove).toHaveBeenCalledWith(CAST_ORGANIZATION_ID, "om-support-phi");
    expect(named(viewModel.current(), "phi-3.5-mini-support")).toBeUndefined();
    expect(viewModel.current().removal).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "The model phi-3.5-mini-support was deleted.",
      intent: "positive",
    });
  });

  it("lets a department admin read the models only, saying which role may manage them", async () => {
    const { viewModel, catalogue } = setUp(DepartmentRole.ADMIN);
    const state = await settled(viewModel);
    expect(state.permission).toEqual({ allowed: false, requiredRole: SUPER_ADMIN });
    expect(state.models.items.length).toBeGreaterThan(0);
    expect(state.models.items.every((model) => !model.removal.allowed)).toBe(true);
    const list = vi.spyOn(catalogue, "listModels");
    await viewModel.openAvailableModels();
    viewModel.openCustomModel();
    viewModel.askToRemove("om-support-phi");
    expect(viewModel.current()).toMatchObject({ dialog: null, removal: null });
    expect(list).not.toHaveBeenCalled();
  });

  it("keeps a model the owner last changed out of a super admin's reach", async () => {
    const { viewModel } = setUp(SUPER_ADMIN);
    const state = await settled(viewModel);
    expect(named(state, "llama-3.1-70b-instruct")?.removal).toEqual({ allowed: false, requiredRole: OWNER });
    expect(named(state, "qwen2.5-72b-research")?.removal.allowed).toBe(true);
    viewModel.askToRemove("om-llama-70b");
    expect(viewModel.current().removal).toBeNull();
  });

  it("offers a retry when the models cannot be loaded, the grid nodes shown meanwhile", async () => {
    const context = organizationContext(new OrganizationDatabase(CastOrganizationMother.create().build()));
    const models = new MemoryOrganizationModelsGateway(context);
    vi.spyOn(models, "listModels").mockRejectedValueOnce(GatewayError.http(503, "Try later"));
    const viewModel = modelsPageOver(
      {
        models,
        catalogue: new MemoryAvailableModelsGateway(CatalogueMother.create()),
        gridNodes: new MemoryGridNodesGateway(context),
        notifier: { notify: vi.fn(() => null) },
      },
      { organizationId: CAST_ORGANIZATION_ID, role: OWNER },
    );
    const state = await settled(viewModel);
    expect(state.models).toEqual({ status: "failed", items: [], failure: ["Try later"] });
    expect(state.gridNodes.status).toBe("ready");
    await viewModel.retryModels();
    expect(viewModel.current().models.status).toBe("ready");
  });

  it("shows only the grid nodes to someone without an organization", async () => {
    const { viewModel, models } = setUp(null, null);
    const list = vi.spyOn(models, "listModels");
    const state = await settled(viewModel);
    expect(state.models).toEqual({ status: "ready", items: [], failure: [] });
    expect(state.gridNodes.items.length).toBeGreaterThan(0);
    expect(list).not.toHaveBeenCalled();
  });
});
