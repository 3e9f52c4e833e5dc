import { ModelKind } from "../available-models/model-kind.ts";
import { BEST_AVAILABLE } from "../chat-completions/choose-model.ts";
import type { DepartmentPolicy } from "../chat-completions/department-policy.ts";
import type { ModelCatalogue } from "../chat-completions/model-catalogue.ts";
import { routesWithinPolicy } from "../chat-completions/model-eligibility.ts";
import type { UpstreamRegistry } from "../chat-completions/upstream-registry.ts";
import { gatewayModel, type OpenAiModel, openAiModelOf } from "./openai-model.ts";

/**
 * The models a caller may name: the active catalogue models some provider serves, within the department's
 * allowed models and data-residency regions (the rule chat completions applies), and Best Available when it has
 * a chat model to choose.
 */
export class UsableModels {
  constructor(
    private readonly catalogue: ModelCatalogue,
    private readonly registry: UpstreamRegistry,
  ) {}

  async list(policy: DepartmentPolicy | null): Promise<OpenAiModel[]> {
    const usable = (await this.catalogue.all())
      .filter((model) => routesWithinPolicy(model, this.registry, policy).length > 0)
      .sort((a, b) => a.systemName.localeCompare(b.systemName));
    const bestAvailable = usable.some((model) => model.kind === ModelKind.CHAT)
      ? [gatewayModel(BEST_AVAILABLE)]
      : [];
    return [...bestAvailable, ...usable.map(openAiModelOf)];
  }

  async named(id: string, policy: DepartmentPolicy | null): Promise<OpenAiModel | null> {
    if (id === BEST_AVAILABLE) return (await this.list(policy)).find((model) => model.id === id) ?? null;
    const model = await this.catalogue.named(id);
    if (!model || routesWithinPolicy(model, this.registry, policy).length === 0) return null;
    return openAiModelOf(model);
  }
}
