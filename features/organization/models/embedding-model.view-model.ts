import { BehaviorSubject, type Observable } from "rxjs";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { type Permission, permissionFor } from "../../../core/organization/acting-role.ts";
import type { OrganizationSettingsGateway } from "../../../core/organization/organization-settings-gateway.port.ts";

export interface EmbeddingModelState {
  readonly status: "loading" | "ready" | "failed";
  /** The models the organization may choose from. */
  readonly models: readonly string[];
  /** As the gateway keeps it; null while none is chosen. */
  readonly saved: string | null;
  /** As the person has it in the picker. */
  readonly chosen: string | null;
  readonly saving: boolean;
  /** Choosing one: editOrganizationSettings, with the person's organization-wide role. */
  readonly edit: Permission;
}

export interface EmbeddingModelTexts {
  saved(): string;
  saveFailed(): string;
}

export interface EmbeddingModelDependencies {
  readonly organizationId: string;
  /** The role the person acts with organization-wide (core `actingRole`). */
  readonly role: string | null;
  readonly settings: OrganizationSettingsGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: EmbeddingModelTexts;
}

/**
 * The organization's embedding model, with which the gateway embeds its departments' policy documents: read by
 * anyone of it, chosen by its owner and super admins (null: none, search by words).
 */
export class EmbeddingModelViewModel {
  private readonly state: BehaviorSubject<EmbeddingModelState>;
  private disposed = false;
  readonly state$: Observable<EmbeddingModelState>;

  constructor(private readonly deps: EmbeddingModelDependencies) {
    this.state = new BehaviorSubject<EmbeddingModelState>({
      status: "loading",
      models: [],
      saved: null,
      chosen: null,
      saving: false,
      edit: permissionFor("editOrganizationSettings", deps.role),
    });
    this.state$ = this.state.asObservable();
  }

  current(): EmbeddingModelState {
    return this.state.value;
  }

  /** Reads the settings (again, after a failure). */
  async load(): Promise<void> {
    this.patch({ status: "loading" });
    try {
      const settings = await this.deps.settings.getSettings(this.deps.organizationId);
      this.patch({
        status: "ready",
        models: settings.embeddingModels,
        saved: settings.embeddingModel,
        chosen: settings.embeddingModel,
      });
    } catch {
      this.patch({ status: "failed" });
    }
  }

  /** Picks a model, or none (null). */
  choose(model: string | null): void {
    this.patch({ chosen: model });
  }

  /** Whether there is a choice to save, and the person may. */
  canSave(): boolean {
    const { status, chosen, saved, saving, edit } = this.state.value;
    return status === "ready" && edit.allowed && !saving && chosen !== saved;
  }

  /** Saves the choice; resolves true once the gateway keeps it. */
  async save(): Promise<boolean> {
    if (!this.canSave()) return false;
    this.patch({ saving: true });
    try {
      const settings = await this.deps.settings.updateSettings(this.deps.organizationId, {
        embeddingModel: this.state.value.chosen,
      });
      this.patch({
        saved: settings.embeddingModel,
        chosen: settings.embeddingModel,
        models: settings.embeddingModels,
      });
      this.deps.notifier.notify({ message: this.deps.texts.saved(), intent: "positive" });
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.saveFailed());
      return false;
    } finally {
      this.patch({ saving: false });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private patch(change: Partial<EmbeddingModelState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
