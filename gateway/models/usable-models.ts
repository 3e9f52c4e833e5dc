import { ModelKind } from "../available-models/model-kind.ts";
import { BEST_AVAILABLE } from "../chat-completions/choose-model.ts";
import type { DepartmentPolicy } from "../chat-completions/department-policy.ts";
import type { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import { routesWithinPolicy } from "../chat-completions/model-eligibility.ts";
import { withinResidency } from "../chat-completions/policy-refusals.ts";
import type { UpstreamRegistry } from "../chat-completions/upstream-registry.ts";
import { CATALOGUE_CREATED, gatewayModel, type OpenAiModel, openAiModelOf } from "./openai-model.ts";

/**
 * The models a caller may name: the active catalogue models some provider serves, within the department's
 * allowed models and data-residency regions and the API key's allowed models (`keyModels`, null: all; the rules
 * chat completions applies), and Best Available when it has a chat model to choose.
 */
export class UsableModels {
  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly registry: UpstreamRegistry,
  ) {}

  async list(
    policy: DepartmentPolicy | null,
    keyModels: readonly string[] | null = null,
  ): Promise<OpenAiModel[]> {
    const allowedByKey = (name: string) => !keyModels || keyModels.includes(name);
    const usable = (await this.catalogue.all()).filter(
      (model) =>
        allowedByKey(model.systemName) && routesWithinPolicy(model, this.registry, policy).length > 0,
    );
    const bestAvailable = usable.some((model) => model.kind === ModelKind.CHAT)
      ? [gatewayModel(BEST_AVAILABLE)]
      : [];
    const custom = customModelsOf(policy).filter((model) => allowedByKey(model.id));
    return [...bestAvailable, ...usable.map(openAiModelOf), ...custom].sort(byGatewayThenName);
  }

  async named(
    id: string,
    policy: DepartmentPolicy | null,
    keyModels: readonly string[] | null = null,
  ): Promise<OpenAiModel | null> {
    if (id === BEST_AVAILABLE)
      return (await this.list(policy, keyModels)).find((model) => model.id === id) ?? null;
    if (keyModels && !keyModels.includes(id)) return null;
    const custom = customModelsOf(policy).find((model) => model.id === id);
    if (custom) return custom;
    const model = await this.catalogue.named(id);
    if (!model || routesWithinPolicy(model, this.registry, policy).length === 0) return null;
    return openAiModelOf(model);
  }
}

/** The department's custom models within its regions: its requests, and only its, may name them. */
function customModelsOf(policy: DepartmentPolicy | null): OpenAiModel[] {
  return (policy?.customModels ?? [])
    .filter((custom) => withinResidency(custom, policy))
    .map((custom) => ({
      id: custom.name,
      object: "model",
      created: CATALOGUE_CREATED,
      owned_by: custom.provider,
    }));
}

/** Best Available first, then by name. */
function byGatewayThenName(one: OpenAiModel, other: OpenAiModel): number {
  if (one.id === BEST_AVAILABLE || other.id === BEST_AVAILABLE) return one.id === BEST_AVAILABLE ? -1 : 1;
  return one.id.localeCompare(other.id);
}
