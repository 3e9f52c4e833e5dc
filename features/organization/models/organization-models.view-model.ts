import { BehaviorSubject, type Observable } from "rxjs";
import type { AvailableModelsGateway } from "../../../core/available-models/available-models-gateway.port.ts";
import type { ProviderModel } from "../../../core/available-models/provider-model.entity.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { GridNodesGateway } from "../../../core/organization/grid-nodes-gateway.port.ts";
import { OrganizationModelType } from "../../../core/organization/organization-model.entity.ts";
import {
  type OrganizationModelRequest,
  OrganizationModelRequestDto,
} from "../../../core/organization/organization-model-request.dto.ts";
import type { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { askPendingRemoval, cancelPendingRemoval, confirmPendingRemoval } from "../shared/pending-removal.ts";
import { type ConnectionCheck, TESTING } from "./connection-check.ts";
import {
  type CustomModelDraft,
  type CustomModelField,
  customModelRequest,
  customModelRequestFields,
  EMPTY_CUSTOM_MODEL_DRAFT,
  withCustomModelField,
} from "./custom-model-draft.ts";
import {
  type GridNodeSort,
  type GridNodeSortKey,
  nextGridNodeSort,
  sortGridNodes,
} from "./grid-node-order.ts";
import { listedOrganizationModel } from "./listed-organization-model.ts";
import {
  type AvailableModelChoice,
  initialOrganizationModelsState,
  LOADING_LIST,
  type LoadedList,
  type OrganizationModelsState,
} from "./organization-models.state.ts";

/** The screen's own words, read when needed (the language may change). */
export interface OrganizationModelsTexts {
  added(name: string): string;
  /** For a failed addition the server did not explain. */
  addFailed(): string;
  removed(name: string): string;
  /** For a failed deletion the server did not explain. */
  removeFailed(): string;
  /** For a connection test the gateway could not run and did not explain. */
  connectionTestFailed(): string;
}

export interface OrganizationModelsDependencies {
  /** null: the person has no organization; only the grid nodes are shown then. */
  readonly organizationId: string | null;
  /** The role the person acts with organization-wide (core `actingRole`). */
  readonly role: string | null;
  readonly models: Pick<
    OrganizationModelsGateway,
    "listModels" | "addModel" | "removeModel" | "testNewModelConnection" | "testModelConnection"
  >;
  readonly catalogue: AvailableModelsGateway;
  readonly gridNodes: GridNodesGateway;
  readonly notifier: Pick<Notifier, "notify">;
  readonly texts: OrganizationModelsTexts;
}

/**
 * The organization's models and the grid nodes they run on. Those whose role may manage the models
 * (manageOrganizationModels) add one of the gateway's models (never one already added; always PUBLIC) or a custom
 * one checked by core's §5 rules before anything is sent, and delete one after a confirmation; the others read.
 * One call at a time; a refusal is reported in an error toast with the server's messages. A custom model's
 * connection can be tested (the typed URL and key before adding it, or an added model with its stored key) beside
 * those calls: the test only reads.
 */
export class OrganizationModelsViewModel {
  private readonly state: BehaviorSubject<OrganizationModelsState>;
  private disposed = false;
  readonly state$: Observable<OrganizationModelsState>;

  constructor(
    private readonly deps: OrganizationModelsDependencies,
    gridNodeSort?: GridNodeSort,
  ) {
    const permission = permissionFor("manageOrganizationModels", deps.role);
    this.state = new BehaviorSubject(initialOrganizationModelsState(permission, gridNodeSort));
    this.state$ = this.state.asObservable();
    void this.loadModels();
    void this.loadGridNodes();
  }

  current(): OrganizationModelsState {
    return this.state.value;
  }

  /** Asks for the models again after they failed to load. */
  retryModels(): Promise<void> {
    return this.state.value.models.status === "failed" ? this.loadModels() : Promise.resolve();
  }

  /** Asks for the grid nodes again after they failed to load. */
  retryGridNodes(): Promise<void> {
    return this.state.value.gridNodes.status === "failed" ? this.loadGridNodes() : Promise.resolve();
  }

  /** Orders the grid nodes by a column; the same column again flips the direction. */
  sortGridNodes(key: GridNodeSortKey): void {
    const { gridNodes, gridNodeSort } = this.state.value;
    const sort = nextGridNodeSort(gridNodeSort, key);
    this.patch({
      gridNodeSort: sort,
      gridNodes: { ...gridNodes, items: sortGridNodes(gridNodes.items, sort) },
    });
  }

  /** Opens the choice of the gateway's models not added yet. */
  async openAvailableModels(): Promise<void> {
    if (!this.mayAdd()) return;
    this.patch({ dialog: { kind: "available", choices: LOADING_LIST, internalId: "", fieldErrors: [] } });
    await this.loadChoices();
  }

  /** Asks for the gateway's models again after they failed to load. */
  retryAvailableModels(): Promise<void> {
    const { dialog } = this.state.value;
    return dialog?.kind === "available" && dialog.choices.status === "failed"
      ? this.loadChoices()
      : Promise.resolve();
  }

  chooseAvailableModel(internalId: string): void {
    const { dialog } = this.state.value;
    if (dialog?.kind === "available") this.patch({ dialog: { ...dialog, internalId, fieldErrors: [] } });
  }

  openCustomModel(): void {
    if (!this.mayAdd()) return;
    this.patch({
      dialog: { kind: "custom", draft: EMPTY_CUSTOM_MODEL_DRAFT, fieldErrors: [], connection: null },
    });
  }

  editCustomModel(field: CustomModelField, value: string): void {
    const { dialog, gridNodes } = this.state.value;
    if (dialog?.kind !== "custom") return;
    const draft = withCustomModelField(dialog.draft, field, value, gridNodes.items);
    const fieldErrors = dialog.fieldErrors.filter((error) => !changed(dialog.draft, draft, error.property));
    const connection = CONNECTION_FIELDS.some((tested) => changed(dialog.draft, draft, tested))
      ? null
      : dialog.connection;
    this.patch({ dialog: { ...dialog, draft, fieldErrors, connection } });
  }

  /** Tries the typed dedicated URL (and key) through the gateway, before the model is added. */
  async testDialogConnection(): Promise<void> {
    const { organizationId } = this.deps;
    const { dialog } = this.state.value;
    if (!organizationId || dialog?.kind !== "custom" || dialog.connection?.status === "testing") return;
    const { dedicatedUrl, customModelApikey, name } = customModelRequestFields(dialog.draft);
    if (!dedicatedUrl) return;
    const draft = dialog.draft;
    this.patchCustomDialog(draft, TESTING);
    try {
      const request = { dedicatedUrl, customModelApikey, ...(name ? { name } : {}) };
      const result = await this.deps.models.testNewModelConnection(organizationId, request);
      this.patchCustomDialog(draft, { status: "tested", result });
    } catch (error) {
      this.patchCustomDialog(draft, null);
      reportFailure(this.deps.notifier, error, this.deps.texts.connectionTestFailed());
    }
  }

  /** Tries an added custom model's connection through the gateway, with the key it keeps for the model. */
  async testModelConnection(id: string): Promise<void> {
    const { organizationId } = this.deps;
    const model = this.state.value.models.items.find((listed) => listed.id === id);
    if (
      !organizationId ||
      !model?.connectionTestable ||
      this.state.value.connectionTests[id]?.status === "testing"
    )
      return;
    this.patchConnectionTest(id, TESTING);
    try {
      const result = await this.deps.models.testModelConnection(organizationId, id);
      this.patchConnectionTest(id, { status: "tested", result });
    } catch (error) {
      this.patchConnectionTest(id, null);
      reportFailure(this.deps.notifier, error, this.deps.texts.connectionTestFailed());
    }
  }

  closeDialog(): void {
    if (this.state.value.call !== "adding") this.patch({ dialog: null });
  }

  /** Checks the open form with core's rules and, when it keeps them, adds the model. */
  async submitDialog(): Promise<void> {
    const { dialog, call } = this.state.value;
    if (!dialog || call) return;
    if (dialog.kind === "custom") {
      const checked = customModelRequest(dialog.draft);
      if ("fieldErrors" in checked) this.patch({ dialog: { ...dialog, fieldErrors: checked.fieldErrors } });
      else await this.add(checked.request);
      return;
    }
    const request = { type: OrganizationModelType.AVAILABLE, internalId: dialog.internalId } as const;
    const { fields } = validateInput(OrganizationModelRequestDto, request);
    if (fields.length > 0) this.patch({ dialog: { ...dialog, fieldErrors: fields } });
    else await this.add(request);
  }

  /** Asks for confirmation before deleting this model. */
  askToRemove(id: string): void {
    const model = this.state.value.models.items.find((listed) => listed.id === id);
    askPendingRemoval(this.state.value, this.patch, model, model?.removal.allowed === true);
  }

  cancelRemoval(): void {
    cancelPendingRemoval(this.state.value, this.patch);
  }

  /** Deletes the model the person confirmed. */
  async confirmRemoval(): Promise<void> {
    const { organizationId } = this.deps;
    if (!organizationId) return;
    await confirmPendingRemoval(this.state.value, this.patch, {
      notifier: this.deps.notifier,
      remove: async (removal) => {
        await this.deps.models.removeModel(organizationId, removal.id);
        const { models } = this.state.value;
        this.patch({ models: { ...models, items: models.items.filter((model) => model.id !== removal.id) } });
      },
      removed: (removal) => this.deps.texts.removed(removal.name),
      removeFailed: this.deps.texts.removeFailed,
    });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private mayAdd(): boolean {
    const { permission, models, call } = this.state.value;
    return permission.allowed && this.deps.organizationId !== null && models.status === "ready" && !call;
  }

  private async add(request: OrganizationModelRequest): Promise<void> {
    const { organizationId } = this.deps;
    if (!organizationId) return;
    this.patch({ call: "adding" });
    try {
      const added = await this.deps.models.addModel(organizationId, request);
      const { models, permission } = this.state.value;
      const row = listedOrganizationModel(added, permission, this.deps.role);
      this.patch({ models: { ...models, items: [...models.items, row] }, dialog: null });
      this.deps.notifier.notify({ message: this.deps.texts.added(added.name), intent: "positive" });
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.addFailed());
    } finally {
      this.patch({ call: null });
    }
  }

  private async loadModels(): Promise<void> {
    const { organizationId, role } = this.deps;
    if (!organizationId) {
      this.patch({ models: { status: "ready", items: [], failure: [] } });
      return;
    }
    this.patch({ models: LOADING_LIST });
    const { permission } = this.state.value;
    this.patch({
      models: await loaded(async () =>
        (await this.deps.models.listModels(organizationId)).map((model) =>
          listedOrganizationModel(model, permission, role),
        ),
      ),
    });
  }

  private async loadGridNodes(): Promise<void> {
    this.patch({ gridNodes: LOADING_LIST });
    const gridNodes = await loaded(async () => await this.deps.gridNodes.listGridNodes());
    this.patch({
      gridNodes: { ...gridNodes, items: sortGridNodes(gridNodes.items, this.state.value.gridNodeSort) },
    });
  }

  private async loadChoices(): Promise<void> {
    this.patchAvailableDialog({ choices: LOADING_LIST });
    const catalogue = await loaded(async () => await this.deps.catalogue.listModels());
    const added = new Set(this.state.value.models.items.map((model) => model.internalId));
    this.patchAvailableDialog({ choices: { ...catalogue, items: notAddedYet(catalogue.items, added) } });
  }

  /** The custom dialog's test, if the dialog still shows the draft it was started for. */
  private patchCustomDialog(draft: CustomModelDraft, connection: ConnectionCheck | null): void {
    const { dialog } = this.state.value;
    if (dialog?.kind === "custom" && dialog.draft === draft)
      this.patch({ dialog: { ...dialog, connection } });
  }

  private patchConnectionTest(id: string, check: ConnectionCheck | null): void {
    const { [id]: _, ...others } = this.state.value.connectionTests;
    this.patch({ connectionTests: check ? { ...others, [id]: check } : others });
  }

  private patchAvailableDialog(change: Partial<{ choices: LoadedList<AvailableModelChoice> }>): void {
    const { dialog } = this.state.value;
    if (dialog?.kind === "available") this.patch({ dialog: { ...dialog, ...change } });
  }

  private readonly patch = (change: Partial<OrganizationModelsState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

/** What a load answers: the items, or why they could not be loaded in the server's words. */
async function loaded<T>(load: () => Promise<readonly T[]>): Promise<LoadedList<T>> {
  try {
    return { status: "ready", items: await load(), failure: [] };
  } catch (error) {
    return { status: "failed", items: [], failure: messagesToReport(error) ?? [] };
  }
}

/** The gateway's active models the organization has not added yet, by provider then name. */
function notAddedYet(
  catalogue: readonly ProviderModel[],
  added: ReadonlySet<string | null>,
): AvailableModelChoice[] {
  return catalogue
    .filter((model) => model.active && !added.has(model.id))
    .map((model) => ({
      id: model.id,
      name: model.systemName,
      provider: model.provider?.name ?? model.developer ?? "",
    }))
    .sort((a, b) => a.provider.localeCompare(b.provider) || a.name.localeCompare(b.name));
}

/** The fields a connection test sends: a change to one makes an earlier result stale. */
const CONNECTION_FIELDS: readonly CustomModelField[] = ["dedicatedUrl", "customModelApikey", "name"];

/** Whether a field's value differs between two drafts (its broken rules then no longer apply). */
function changed(before: CustomModelDraft, after: CustomModelDraft, property: string): boolean {
  return before[property as CustomModelField] !== after[property as CustomModelField];
}
