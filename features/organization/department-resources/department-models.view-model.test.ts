import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it, vi } from "vitest";
import { CAST_ORGANIZATION_ID } from "../../../adapters/gateway-memory/organization/cast-organization.mother.ts";
import { GatewayError } from "../../../core/errors/gateway-error.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import {
  type CastPerson,
  type CastResearch,
  researchAs,
  researchPanelViewModel,
} from "./cast-research.test-helper.ts";
import type { DepartmentModelsState } from "./department-models.state.ts";
import type { DepartmentModelsViewModel } from "./department-models.view-model.ts";
import { createDepartmentModelsViewModel } from "./department-models.view-model-factory.ts";

const setUp = (person: CastPerson = "researchAdmin", research?: CastResearch) =>
  researchPanelViewModel(
    research ?? person,
    (bind, gateways) => bind(OrganizationModelsGateway, gateways.models),
    createDepartmentModelsViewModel,
  );

function choiceSettled(viewModel: DepartmentModelsViewModel): Promise<DepartmentModelsState> {
  return firstValueFrom(
    viewModel.state$.pipe(filter((state) => !["idle", "loading"].includes(state.choice.status))),
  );
}

const names = (models: readonly { name: string }[]) => models.map((model) => model.name);

describe("a department's models", () => {
  it("lists the models assigned to the department by name", async () => {
    const { viewModel } = await setUp();
    expect(names(viewModel.current().assigned)).toEqual([
      "gpt-4o-mini",
      "llama-3.1-70b-instruct",
      "qwen2.5-72b-research",
    ]);
  });

  it("offers a department admin the organization's models the department does not have yet", async () => {
    const { viewModel } = await setUp("researchAdmin");
    const state = await choiceSettled(viewModel);
    expect(state.assign.allowed).toBe(true);
    expect(names(state.choice.candidates)).toEqual(["mistral-large", "phi-3.5-mini-support"]);
  });

  it("gives a member no picker and never asks for the organization's models", async () => {
    const research = await researchAs("researcher");
    const list = vi.spyOn(research.gateways.models, "listModels");
    const { viewModel } = await setUp("researcher", research);
    expect(viewModel.current().assign).toEqual({ allowed: false, requiredRole: "ADMIN" });
    expect(viewModel.current().choice.status).toBe("idle");
    expect(list).not.toHaveBeenCalled();
    viewModel.askToRemove("om-gpt-4o-mini");
    expect(viewModel.current().removal).toBeNull();
  });

  it("assigns the chosen model, which then leaves the picker, and tells the page", async () => {
    const { viewModel, notifier, changed } = await setUp();
    await choiceSettled(viewModel);
    viewModel.choose("om-mistral-large");
    await viewModel.assignChosen();
    const state = viewModel.current();
    expect(names(state.assigned)).toContain("mistral-large");
    expect(names(state.choice.candidates)).toEqual(["phi-3.5-mini-support"]);
    expect(state).toMatchObject({ chosenId: null, call: null });
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "mistral-large may now be used in this department.",
      intent: "positive",
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("ignores a choice that is not among the candidates", async () => {
    const { viewModel, gateways } = await setUp();
    await choiceSettled(viewModel);
    const assign = vi.spyOn(gateways.models, "assignModel");
    viewModel.choose("om-gpt-4o-mini");
    expect(viewModel.current().chosenId).toBeNull();
    await viewModel.assignChosen();
    expect(assign).not.toHaveBeenCalled();
  });

  it("removes a model once the person confirms, and offers it again", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    await choiceSettled(viewModel);
    const unassign = vi.spyOn(gateways.models, "unassignModel");
    viewModel.askToRemove("om-research-qwen");
    expect(viewModel.current().removal?.name).toBe("qwen2.5-72b-research");
    expect(unassign).not.toHaveBeenCalled();
    await viewModel.confirmRemoval();
    expect(names(viewModel.current().assigned)).toEqual(["gpt-4o-mini", "llama-3.1-70b-instruct"]);
    expect(names(viewModel.current().choice.candidates)).toContain("qwen2.5-72b-research");
    expect(viewModel.current().removal).toBeNull();
    expect(notifier.notify).toHaveBeenCalledWith({
      message: "qwen2.5-72b-research was removed from this department.",
      intent: "positive",
    });
    expect(changed).toHaveBeenCalledTimes(1);
  });

  it("keeps the model when the person cancels", async () => {
    const { viewModel, gateways } = await setUp();
    const unassign = vi.spyOn(gateways.models, "unassignModel");
    viewModel.askToRemove("om-gpt-4o-mini");
    viewModel.cancelRemoval();
    await viewModel.confirmRemoval();
    expect(unassign).not.toHaveBeenCalled();
  });

  it("reports a refused assignment with the server's messages", async () => {
    const { viewModel, gateways, notifier, changed } = await setUp();
    await choiceSettled(viewModel);
    vi.spyOn(gateways.models, "assignModel").mockRejectedValueOnce(GatewayError.http(409, "Model retired"));
    viewModel.choose("om-support-phi");
    await viewModel.assignChosen();
    expect(notifier.notify).toHaveBeenCalledWith(
      expect.objectContaining({ message: "Model retired", intent: "negative" }),
    );
    expect(viewModel.current()).toMatchObject({ call: null, chosenId: "om-support-phi" });
    expect(changed).not.toHaveBeenCalled();
  });

  it("offers a retry when the organization's models cannot be loaded", async () => {
    const research = await researchAs("researchAdmin");
    vi.spyOn(research.gateways.models, "listModels").mockRejectedValueOnce(GatewayError.http(503, "Busy"));
    const { viewModel } = await setUp("researchAdmin", research);
    expect((await choiceSettled(viewModel)).choice).toEqual({
      status: "failed",
      candidates: [],
      failure: ["Busy"],
    });
    await viewModel.retry();
    expect(viewModel.current().choice.status).toBe("ready");
  });

  it("follows the department as the page loads it again", async () => {
    const { viewModel, gateways, loadDepartment } = await setUp();
    await choiceSettled(viewModel);
    await gateways.models.unassignModel(CAST_ORGANIZATION_ID, "dep-research", "om-gpt-4o-mini");
    viewModel.setDepartment(await loadDepartment());
    expect(names(viewModel.current().assigned)).not.toContain("gpt-4o-mini");
    expect(names(viewModel.current().choice.candidates)).toContain("gpt-4o-mini");
  });
});
