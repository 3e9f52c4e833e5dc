// @vitest-environment jsdom
import { screen, waitFor, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  OrganizationSeedBuilder,
  OrganizationSeedMother,
} from "../../../adapters/gateway-memory/organization/organization-seed.mother.ts";
import { OrganizationModelType } from "../../../core/organization/organization-model.entity.ts";
import { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { DepartmentRole } from "../../../core/organization/organization-role.ts";
import { DepartmentModelsPanel } from "./department-models-panel.tsx";
import { departmentAs } from "./department-panel.test-helper.ts";
import { renderedPanel } from "./department-panel-render.test-helper.tsx";

const ORG = OrganizationSeedBuilder.ORGANIZATION_ID;
const RESEARCH = "dep-research";
const MARKETING = "dep-marketing";
const PEOPLE = {
  owner: OrganizationSeedBuilder.OWNER,
  researchAdmin: { id: "user-admin", email: "admin@example.test" },
  researcher: { id: "user-member", email: "member@example.test" },
};

/**
 * Research may use two of the gateway's models and its own hosted one; Marketing one model; the organization offers
 * two more.
 */
function organization() {
  return OrganizationSeedMother.create()
    .department({ id: RESEARCH, name: "Research" })
    .department({ id: MARKETING, name: "Marketing" })
    .member(PEOPLE.researchAdmin, RESEARCH, DepartmentRole.ADMIN)
    .member(PEOPLE.researcher, RESEARCH)
    .model({ id: "om-gpt-4o-mini", name: "gpt-4o-mini", provider: "OpenAI" }, [RESEARCH, MARKETING])
    .model({ id: "om-llama", name: "llama-3.1-70b-instruct", provider: "Meta" }, [RESEARCH])
    .model(
      { id: "om-qwen", name: "qwen2.5-72b-research", provider: "vLLM", type: OrganizationModelType.CUSTOM },
      [RESEARCH],
    )
    .model({ id: "om-mistral-large", name: "mistral-large", provider: "Mistral AI" })
    .model({
      id: "om-phi",
      name: "phi-3.5-mini-support",
      provider: "Ollama",
      type: OrganizationModelType.CUSTOM,
    });
}

/** The models tab of a department as one of its people; a change makes the "page" load it again. */
async function openModels(person: keyof typeof PEOPLE = "researchAdmin", departmentId: string = RESEARCH) {
  const place = { organizationId: ORG, departmentId };
  const given = await departmentAs(organization().gateways(), place, PEOPLE[person].id);
  return renderedPanel(given, DepartmentModelsPanel, (container, gateways) =>
    container.rebind(OrganizationModelsGateway).toConstantValue(gateways.models),
  );
}

const assignedNames = () =>
  screen.queryAllByTestId("department-model-row").map((row) => row.dataset.modelName);
const rowOf = (name: string) =>
  screen.getAllByTestId("department-model-row").find((row) => row.dataset.modelName === name) as HTMLElement;
const pickerOptions = async () =>
  [...((await screen.findByTestId("model-picker")) as HTMLSelectElement).options].map(
    (option) => option.text,
  );

describe("a department's models tab", () => {
  it("lists the assigned models and offers the organization's others in the picker", async () => {
    await openModels();
    expect(assignedNames()).toEqual(["gpt-4o-mini", "llama-3.1-70b-instruct", "qwen2.5-72b-research"]);
    expect(cellText(rowOf("qwen2.5-72b-research"))).toEqual(["qwen2.5-72b-research", "vLLM", "Custom"]);
    expect(await pickerOptions()).toEqual([
      "Choose a model…",
      "mistral-large (Mistral AI)",
      "phi-3.5-mini-support (Ollama)",
    ]);
  });

  it("assigns the chosen model, says so and tells the page", async () => {
    const { view, onChanged, user } = await openModels();
    expect((screen.getByTestId("model-assign") as HTMLButtonElement).disabled).toBe(true);
    await user.selectOptions(await screen.findByTestId("model-picker"), "om-mistral-large");
    await user.click(screen.getByTestId("model-assign"));
    await waitFor(() => expect(assignedNames()).toContain("mistral-large"));
    expect(await pickerOptions()).toEqual(["Choose a model…", "phi-3.5-mini-support (Ollama)"]);
    expect(view.toasts()).toContain("mistral-large may now be used in this department.");
    expect(onChanged).toHaveBeenCalled();
  });

  it("removes a model once the person confirms in an alert naming it", async () => {
    const { view, user } = await openModels();
    await user.click(screen.getByRole("button", { name: "Remove qwen2.5-72b-research" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toBe(
      "Remove qwen2.5-72b-research from Research? Its people will no longer be able to use it.",
    );
    await user.click(within(alert).getByRole("button", { name: "Remove" }));
    await waitFor(() => expect(assignedNames()).not.toContain("qwen2.5-72b-research"));
    expect(view.toasts()).toContain("qwen2.5-72b-research was removed from this department.");
  });

  it("says every model is allowed once the last one is removed, warning before", async () => {
    const { user } = await openModels("owner", MARKETING);
    expect(assignedNames()).toEqual(["gpt-4o-mini"]);
    await user.click(screen.getByRole("button", { name: "Remove gpt-4o-mini" }));
    const alert = await screen.findByRole("alertdialog");
    expect(within(alert).getByTestId("removal-question").textContent).toContain(
      "It is the last model assigned: its people will then be able to use every model of the organization.",
    );
    await user.click(within(alert).getByRole("button", { name: "Remove" }));
    const allowed = await screen.findByTestId("all-models-allowed");
    expect(allowed.textContent).toContain("Every model is allowed");
    expect(allowed.textContent).toContain("No model is assigned to Marketing");
  });

  it("shows a member the models without the picker, and why", async () => {
    await openModels("researcher");
    expect(assignedNames()).toHaveLength(3);
    expect(screen.queryByTestId("model-picker")).toBeNull();
    expect(screen.getByTestId("models-reason").textContent).toBe(
      "You may see the models allowed here but not change them. Needs the Department admin role or higher.",
    );
    const remove = screen.getByRole("button", { name: "Remove gpt-4o-mini" }) as HTMLButtonElement;
    expect(remove.disabled).toBe(true);
  });
});

function cellText(row: HTMLElement): string[] {
  return ["name", "provider", "type"].map(
    (column) => row.querySelector(`[data-column="${column}"]`)?.textContent?.trim() ?? "",
  );
}
