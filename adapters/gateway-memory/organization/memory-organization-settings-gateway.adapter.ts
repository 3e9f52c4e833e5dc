import { ModelCapability } from "../../../core/available-models/model-capability.ts";
import {
  type OrganizationSettings,
  type OrganizationSettingsChange,
  unknownEmbeddingModel,
} from "../../../core/organization/organization-settings.ts";
import type { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";
import { invalidInput } from "../../../core/organization/refusal.ts";
import { DEMO_CATALOGUE } from "../../../demo/demo-catalogue.ts";
import type { MemoryPolicyLibrary } from "./memory-policy-library.ts";
import type { OrganizationContext } from "./organization-context.ts";

/** The embedding models of the memory gateway's catalogue (the demo's), as the gateway lists its own. */
const EMBEDDING_MODELS = DEMO_CATALOGUE.filter((model) =>
  model.capabilities.includes(ModelCapability.EMBEDDINGS),
).map((model) => model.name);

/** The organization's settings in memory: anyone of it reads them, its owner and super admins change them. */
export class MemoryOrganizationSettingsGateway implements OrganizationSettingsGateway {
  constructor(
    private readonly context: OrganizationContext,
    private readonly library: MemoryPolicyLibrary,
  ) {}

  async getSettings(organizationId: string): Promise<OrganizationSettings> {
    this.context.access.forOrganization(organizationId, "viewOrganization");
    return this.settingsOf(organizationId);
  }

  async updateSettings(
    organizationId: string,
    change: OrganizationSettingsChange,
  ): Promise<OrganizationSettings> {
    const { access } = this.context;
    const { organization } = access.forOrganization(organizationId, "editOrganizationSettings");
    const model = change.embeddingModel;
    if (model !== null && !EMBEDDING_MODELS.includes(model))
      access.refuse(invalidInput([unknownEmbeddingModel(model, EMBEDDING_MODELS)]));
    const before = this.library.embeddingModelOf(organizationId);
    this.library.chooseEmbeddingModel(organizationId, model);
    if (before !== model)
      await this.context.recordChange({
        organizationId,
        kind: "ORGANIZATION_SETTINGS_CHANGED",
        subject: { type: "organization", id: organizationId, name: organization.name },
        before: { embeddingModel: before },
        after: { embeddingModel: model },
      });
    return this.settingsOf(organizationId);
  }

  private settingsOf(organizationId: string): OrganizationSettings {
    return {
      embeddingModel: this.library.embeddingModelOf(organizationId),
      embeddingModels: EMBEDDING_MODELS,
    };
  }
}
