// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { Container } from "inversify";
import { describe, expect, it, vi } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { CatalogueMother } from "../../../core/available-models/catalogue.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import {
  ModelAccessType,
  OrganizationModelType,
} from "../../../core/organization/organization-model.entity.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { DepartmentRole, OrganizationRole } from "../../../core/organization/organization-role.ts";
import { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";
import { renderApp } from "../../../ui/testing/render-app.tsx";

const PATH = "/organization/models";

/**
 * Four grid nodes (Montréal the most renewable); two of the gateway's models, one added; a hosted model of its own
 * in Stockholm with its key, configuration and prices, and another, public.
 */
function organization() {
  return OrganizationSeedMother.create()
    .gridNode({
      id: "node-stockholm",
      region: "EU",
      name: "SE3",
      location: "Stockholm, Sweden (Nord Pool)",
      lmp: 41.2,
      renewablePercentage: 97.65,
    })
    .gridNode({
      id: "node-montreal",
      region: "CA",
      name: "MONTREAL",
      location: "Montréal, Québec",
      lmp: 22.5,
      renewablePercentage: 99.41,
    })
    .gridNode({
      id: "node-toronto",
      region: "CA",
      name: "TORONTO",
      location: "Toronto, Ontario (IESO)",
      lmp: 31.07,
      renewablePercentage: 93.2,
    })
    .gridNode({
      id: "node-sp15",
      region: "US",
      name: "SP15",
      location: "Los Angeles, California (CAISO)",
      lmp: 38.42,
      renewablePercentage: 61.37,
    })
    .catalogueModel({ name: "gpt-4o-mini", provider: "OpenAI", region: "US", gridNodeId: "node-sp15" })
    .catalogueModel({
      name: "claude-3-5-haiku",
      provider: "Anthropic",
      region: "US",
      gridNodeId: "node-sp15",
    })
    .model({
      id: "om-gpt-4o-mini",
      name: "gpt-4o-mini",
      provider: "OpenAI",
      gridNodeId: "node-sp15",
      region: "US",
    })
    .model({
      id: "om-qwen",
      name: "qwen2.5-72b-research",
      type: OrganizationModelType.CUSTOM,
      provider: "vLLM",
      accessType: ModelAccessType.PRIVATE,
      customModelApikey: "rsk-qwen-research-7f3c91d2",
      configXml: "<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>",
      region: "EU",
      gridNodeId: "node-stockholm",
      lastModifyRole: OrganizationRole.SUPER_ADMIN,
      tokenInPricePerMillionTokens: 0.4,
      tokenOutPricePerMillionTokens: 1.2,
    })
    .model({
      id: "om-phi",
      name: "phi-3.5-mini-support",
      type: OrganizationModelType.CUSTOM,
      provider: "Ollama",
      accessType: ModelAccessType.PUBLIC,
      region: "US",
      gridNodeId: "node-sp15",
      lastModifyRole: DepartmentRole.ADMIN,
    });
}

/** The page signed in as the owner, on memory gateways the test can watch or make fail. */
async function openAsOwner(path = PATH) {
  const { organization: summary, models, gridNodes, settings } = organization().gateways();
  const app = await renderApp(path, {
    signedIn: true,
    catalogue: CatalogueMother.create(),
    organizationGateway: summary,
    rebind: (container: Container) => {
      container.rebind(OrganizationModelsGateway).toConstantValue(models);
      container.rebind(GridNodesGateway).toConstantValue(gridNodes);
      container.rebind(OrganizationSettingsGateway).toConstantValue(settings);
    },
  });
  // The page is settled once its last part, the embedding model, has loaded: clicks then land on what stays.
  await screen.findByTestId("embedding-model-select");
  return { app, models, gridNodes, settings };
}

const modelRows = () => screen.findAllByTestId("org-model-row");
const nodeRows = () => screen.findAllByTestId("grid-node-row");

/** Puts text in a field as a paste does: typing it key by key is slow on a busy machine. */
async function fill(field: HTMLElement, text: string) {
  await userEvent.click(field);
  await userEvent.paste(text);
}

function cell(row: HTMLElement, column: string): string {
  return row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "";
}

/** The model's row, once it is listed (a model just added shows after the list's answer). */
function modelRow(name: string): Promise<HTMLElement> {
  return waitFor(async () => {
    const rows = await modelRows();
    const found = rows.find((row) => row.querySelector('[data-column="name"] code')?.textContent === name);
    if (!found) throw new Error(`No row for ${name}`);
    return found;
  });
}

describe("the organization models page", () => {
  it("lists each model with its type, access, region, grid node, emission and who last changed it", async () => {
    await openAsOwner();
    const row = await modelRow("qwen2.5-72b-research");
    expect(row.dataset).toMatchObject({ type: "CUSTOM", access: "PRIVATE" });
    expect(
      ["type", "provider", "access", "region", "gridNode", "emission", "lastChangedBy"].map((column) =>
        cell(row, column),
      ),
    ).toEqual(["Custom", "vLLM", "Private", "EU", "SE3", "97.65%", "Super admin"]);
    expect(cell(row, "apiKey")).toMatch(/^API key •+91d2$/);
    expect(document.body.textContent).not.toContain("rsk-qwen-research");
    await userEvent.click(screen.getByRole("button", { name: "Configuration: qwen2.5-72b-research" }));
    expect(
      await screen.findByText("<model><maxTokens>8192</maxTokens><quantization>fp8</quantization></model>"),
    ).toBeTruthy();
  });

  it("lists the grid nodes with their price, renewable share to 2 decimals and last update, sortable", async () => {
    const { app } = await openAsOwner();
    const rows = await nodeRows();
    const stockholm = rows.find((row) => row.dataset.nodeId === "node-stockholm") as HTMLElement;
    expect(
      ["region", "name", "location", "lmp", "renewable"].map((column) => cell(stockholm, column)),
    ).toEqual(["EU", "SE3", "Stockholm, Sweden (Nord Pool)", "$41.20/MWh", "97.65%"]);
    expect(cell(stockholm, "updated")).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(rows.every((row) => /^\d+\.\d{2}%$/.test(cell(row, "renewable")))).toBe(true);
    await userEvent.click(screen.getByRole("button", { name: "Renewable share" }));
    await userEvent.click(screen.getByRole("button", { name: "Renewable share" }));
    await waitFor(() =>
      expect((screen.getAllByTestId("grid-node-row")[0] as HTMLElement).dataset.nodeId).toBe("node-montreal"),
    );
    expect(app.location()).toBe(`${PATH}?nodeSort=renewable&nodeOrder=desc`);
  });

  it("keeps the grid nodes' order in the address", async () => {
    await openAsOwner(`${PATH}?nodeSort=lmp`);
    const rows = await nodeRows();
    const prices = rows.map((row) => Number(cell(row, "lmp").replace(/[$,]|\/MWh/g, "")));
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
  });

  it("adds one of the gateway's models not added yet, listed PUBLIC with its grid node's renewable share", async () => {
    const { app } = await openAsOwner();
    await modelRows();
    await userEvent.click(screen.getByTestId("org-model-add-available"));
    const dialog = await screen.findByRole("dialog");
    const select = (await within(dialog).findByTestId("org-available-model-select")) as HTMLSelectElement;
    const offered = Array.from(select.options, (option) => option.value);
    expect(offered).not.toContain("model-gpt-4o-mini");
    expect(offered).toContain("model-claude-3-5-haiku");
    await userEvent.selectOptions(select, "model-claude-3-5-haiku");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add the model" }));
    const row = await modelRow("claude-3-5-haiku");
    expect(row.dataset).toMatchObject({ type: "AVAILABLE", access: "PUBLIC" });
    expect([cell(row, "gridNode"), cell(row, "emission"), cell(row, "lastChangedBy")]).toEqual([
      "SP15",
      "61.37%",
      "Owner",
    ]);
    await waitFor(() => expect(app.toasts()).toContain("The model claude-3-5-haiku was added."));
  });

  it("says which field is missing in a custom model, sending nothing", async () => {
    const { models } = await openAsOwner();
    await modelRows();
    const add = vi.spyOn(models, "addModel");
    await userEvent.click(screen.getByTestId("org-model-add-custom"));
    const dialog = await screen.findByRole("dialog");
    await fill(within(dialog).getByLabelText("Name"), "edge-guard");
    await fill(within(dialog).getByLabelText("Provider"), "Ollama");
    await userEvent.selectOptions(within(dialog).getByLabelText("Deployment region"), "EU");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add the model" }));
    const errors = await within(dialog).findAllByTestId("org-model-field-error");
    expect(errors.map((error) => error.textContent)).toEqual(["gridNodeId should not be empty"]);
    expect(document.activeElement).toBe(within(dialog).getByLabelText("Grid node"));
    expect(add).not.toHaveBeenCalled();
  });

  it("adds a custom model on a grid node picked with its region and renewable share, the key then masked", async () => {
    await openAsOwner();
    await modelRows();
    await userEvent.click(screen.getByTestId("org-model-add-custom"));
    const dialog = await screen.findByRole("dialog");
    await fill(within(dialog).getByLabelText("Name"), "edge-guard");
    await fill(within(dialog).getByLabelText("Provider"), "Ollama");
    const node = within(dialog).getByLabelText("Grid node") as HTMLSelectElement;
    const toronto = Array.from(node.options).find((option) => option.value === "node-toronto");
    expect(toronto?.textContent).toBe("CA · TORONTO (Toronto, Ontario (IESO)): 93.20% renewable");
    await userEvent.selectOptions(node, "node-toronto");
    expect((within(dialog).getByLabelText("Deployment region") as HTMLSelectElement).value).toBe("CA");
    await fill(within(dialog).getByLabelText(/^API key/), "sk-edge-guard-9f8e");
    await fill(within(dialog).getByLabelText(/^Configuration/), "<model/>");
    expect(within(dialog).getByLabelText(/^Configuration/).className).toContain("bp6-monospace-text");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add the model" }));
    const row = await modelRow("edge-guard");
    expect(row.dataset).toMatchObject({ type: "CUSTOM", access: "PRIVATE" });
    expect([cell(row, "region"), cell(row, "gridNode"), cell(row, "emission")]).toEqual([
      "CA",
      "TORONTO",
      "93.20%",
    ]);
    expect(cell(row, "apiKey")).toMatch(/^API key •+9f8e$/);
    expect(document.body.textContent).not.toContain("sk-edge-guard");
  });

  it("shows a custom model's prices per million tokens, and none for the gateway's models", async () => {
    await openAsOwner();
    expect(cell(await modelRow("qwen2.5-72b-research"), "prices")).toBe("in $0.40 · out $1.20");
    expect(cell(await modelRow("gpt-4o-mini"), "prices")).toBe("—");
  });

  it("refuses a negative or non-numeric price with a message under the field, sending nothing", async () => {
    const { models } = await openAsOwner();
    const add = vi.spyOn(models, "addModel");
    await modelRows();
    await userEvent.click(screen.getByTestId("org-model-add-custom"));
    const dialog = await screen.findByRole("dialog");
    await fill(within(dialog).getByLabelText("Name"), "edge-guard");
    await fill(within(dialog).getByLabelText("Provider"), "Ollama");
    await userEvent.selectOptions(within(dialog).getByLabelText("Grid node"), "node-toronto");
    await fill(within(dialog).getByLabelText(/^Input price/), "-0.5");
    await fill(within(dialog).getByLabelText(/^Output price/), "free");
    await userEvent.click(within(dialog).getByRole("button", { name: "Add the model" }));
    const input = within(dialog).getByLabelText(/^Input price/);
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(
      within(dialog)
        .getAllByTestId("org-model-field-error")
        .map((error) => error.textContent),
    ).toEqual([
      "A price is a number of US dollars, 0 or more.",
      "A price is a number of US dollars, 0 or more.",
    ]);
    expect(add).not.toHaveBeenCalled();
  });

  it("tests a typed URL from the add dialog and shows what the gateway found, as text", async () => {
    const { models } = await openAsOwner();
    const test = vi.spyOn(models, "testNewModelConnection").mockResolvedValueOnce({
      reachable: true,
      status: 200,
      message: "<b>Listed 7 models</b>",
      models: ["a", "b", "c", "d", "e", "f", "g"],
      modelListed: false,
    });
    await modelRows();
    await userEvent.click(screen.getByTestId("org-model-add-custom"));
    const dialog = await screen.findByRole("dialog");
    const button = within(dialog).getByRole("button", { name: "Test connection" });
    expect(button).toHaveProperty("disabled", true);
    await fill(within(dialog).getByLabelText("Name"), "edge-guard");
    await fill(within(dialog).getByLabelText(/^Dedicated URL/), "https://edge.example/v1");
    await userEvent.click(button);
    const result = await within(dialog).findByRole("status");
    await waitFor(() => expect(within(result).getByTestId("org-connection-outcome")).toBeTruthy());
    expect(test).toHaveBeenCalledWith(expect.any(String), {
      dedicatedUrl: "https://edge.example/v1",
      customModelApikey: null,
      name: "edge-guard",
    });
    expect(within(result).getByTestId("org-connection-outcome").textContent).toBe(
      "Reachable: the server answered with HTTP 200.",
    );
    expect(within(result).getByTestId("org-connection-message").textContent).toBe("<b>Listed 7 models</b>");
    expect(result.querySelector("b")).toBeNull();
    expect(within(result).getByTestId("org-connection-listed").textContent).toBe(
      "edge-guard is not among the models the server lists.",
    );
    expect(within(result).getByTestId("org-connection-models").textContent).toBe(
      "Models listed: a, b, c, d, e, …",
    );
  });

  it("tests an added custom model from its row; the demo says it reaches no server", async () => {
    await openAsOwner();
    const row = await modelRow("qwen2.5-72b-research");
    expect(within(await modelRow("gpt-4o-mini")).queryByTestId("org-model-test-connection")).toBeNull();
    await userEvent.click(
      within(row).getByRole("button", { name: "Test the connection to qwen2.5-72b-research" }),
    );
    const outcome = await within(row).findByTestId("org-connection-outcome");
    expect(outcome.textContent).toBe("Not reachable: no server answered.");
    expect(within(row).getByTestId("org-connection-message").textContent).toContain("demo");
  });

  it("deletes a model once the person confirms in an alert that names it", async () => {
    const { app, models } = await openAsOwner();
    const remove = vi.spyOn(models, "removeModel");
    await modelRow("phi-3.5-mini-support");
    await userEvent.click(screen.getByRole("button", { name: "Delete the model phi-3.5-mini-support" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain("phi-3.5-mini-support");
    await userEvent.click(within(alert).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(app.toasts()).toContain("The model phi-3.5-mini-support was deleted."));
    expect(remove).toHaveBeenCalledOnce();
    const names = screen
      .queryAllByTestId("org-model-row")
      .map((row) => row.querySelector('[data-column="name"] code')?.textContent);
    expect(names).not.toContain("phi-3.5-mini-support");
  });

  it("shows the server's words and a retry when the models cannot be loaded", async () => {
    const { organization: summary, models, gridNodes } = organization().gateways();
    vi.spyOn(models, "listModels").mockRejectedValueOnce(GatewayError.http(503, "Models are being moved"));
    await renderApp(PATH, {
      signedIn: true,
      organizationGateway: summary,
      rebind: (container: Container) => {
        container.rebind(OrganizationModelsGateway).toConstantValue(models);
        container.rebind(GridNodesGateway).toConstantValue(gridNodes);
      },
    });
    expect(await screen.findByText("The models could not be loaded")).toBeTruthy();
    expect(screen.getByText("Models are being moved")).toBeTruthy();
    expect((await nodeRows()).length).toBeGreaterThan(0);
    const modelsSection = screen
      .getByText("The models could not be loaded")
      .closest("section") as HTMLElement;
    await userEvent.click(within(modelsSection).getByRole("button", { name: "Try again" }));
    expect((await modelRows()).length).toBeGreaterThan(0);
  });

  it("lets the owner choose the embedding model of the policy documents, the gateway's default at first", async () => {
    const { settings } = await openAsOwner();
    const setting = await screen.findByTestId("embedding-model-setting");
    const select = (await within(setting).findByTestId("embedding-model-select")) as HTMLSelectElement;
    expect(select.value).toBe("text-embedding-3-small");
    expect(within(setting).getByRole("option", { name: "None: search by words" })).toBeTruthy();
    await userEvent.selectOptions(select, "text-embedding-3-large");
    await userEvent.click(within(setting).getByTestId("embedding-model-save"));
    await waitFor(async () =>
      expect((await settings.getSettings(OrganizationSeedBuilder.ORGANIZATION_ID)).embeddingModel).toBe(
        "text-embedding-3-large",
      ),
    );
    expect(screen.queryByTestId("embedding-model-reason")).toBeNull();
  });

  it("lets a department admin read the models only, saying which role may manage them", async () => {
    const admin = { id: "user-admin", email: "admin@example.test" };
    const gateways = organization()
      .department({ id: "dep-lab", name: "Lab" })
      .member(admin, "dep-lab", DepartmentRole.ADMIN)
      .actingAs(admin)
      .gateways();
    await renderApp(PATH, {
      signedIn: true,
      organizationGateway: gateways.organization,
      rebind: (container: Container) => {
        container.rebind(OrganizationModelsGateway).toConstantValue(gateways.models);
        container.rebind(GridNodesGateway).toConstantValue(gateways.gridNodes);
      },
    });
    expect((await modelRows()).length).toBeGreaterThan(0);
    const actions = screen.getByTestId("org-model-add-actions");
    const reasons = within(actions).getAllByTestId("permission-reason");
    expect(reasons.map((reason) => reason.title)).toEqual([
      "Needs the Super admin role or higher.",
      "Needs the Super admin role or higher.",
    ]);
    expect((screen.getByTestId("org-model-add-custom") as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("org-models-read-only").textContent?.trim()).toBe(
      "Needs the Super admin role or higher.",
    );
    expect(screen.queryByRole("button", { name: /^Delete the model/ })).toBeNull();
  });
});
