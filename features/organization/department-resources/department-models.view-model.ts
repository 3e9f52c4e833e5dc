import { BehaviorSubject, type Observable } from "rxjs";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { OrganizationModel } from "../../../core/organization/organization-model.entity.ts";
import type { OrganizationModelsGateway } from "../../../core/organization/organization-models-gateway.port.ts";
import { askPendingRemoval, cancelPendingRemoval, confirmPendingRemoval } from "../shared/pending-removal.ts";
import type { DepartmentModelsState, ListedModel } from "./department-models.state.ts";
import type { DepartmentPanelDependencies } from "./department-panel-dependencies.ts";

/** The panel's own words, read when needed (the language may change). */
export interface DepartmentModelsTexts {
  assigned(model: string): string;
  removed(model: string): string;
  /** For failures the server did not explain. */
  assignFailed(): string;
  removeFailed(): string;
}

export interface DepartmentModelsDependencies extends DepartmentPanelDependencies<DepartmentModelsTexts> {
  readonly gateway: OrganizationModelsGateway;
}

/**
 * The models a department may use: those assigned to it (none assigned means every model of the organization is
 * allowed), a picker of the organization's other models, and removal after a confirmation. Only someone who may
 * assign models (a department admin or higher) gets the picker, so nobody else asks for the organization's list.
 */
export class DepartmentModelsViewModel {
  private readonly state: BehaviorSubject<DepartmentModelsState>;
  private organizationModels: readonly ListedModel[] = [];
  private departmentId: string;
  private disposed = false;
  readonly state$: Observable<DepartmentModelsState>;

  constructor(private readonly deps: DepartmentModelsDependencies) {
    this.departmentId = deps.department.id;
    this.state = new BehaviorSubject<DepartmentModelsState>({
      ...this.fromDepartment(deps.department),
      choice: { status: "idle", candidates: [], failure: [] },
      chosenId: null,
      call: null,
      removal: null,
    });
    this.state$ = this.state.asObservable();
    if (this.state.value.assign.allowed) void this.loadOrganizationModels();
  }

  /** The state now, for the first render. */
  current(): DepartmentModelsState {
    return this.state.value;
  }

  /** The department as the page loaded it again. */
  setDepartment(department: Department): void {
    const wasAllowed = this.state.value.assign.allowed;
    this.departmentId = department.id;
    this.showAssigned(department);
    if (!wasAllowed && this.state.value.assign.allowed) void this.loadOrganizationModels();
  }

  /** Asks for the organization's models again after they failed to load. */
  retry(): Promise<void> {
    return this.state.value.choice.status === "failed" ? this.loadOrganizationModels() : Promise.resolve();
  }

  /** Picks the model to assign (null: none). */
  choose(modelId: string | null): void {
    const known = this.state.value.choice.candidates.some((model) => model.id === modelId);
    this.patch({ chosenId: known ? modelId : null });
  }

  /** Lets the department use the chosen model. */
  async assignChosen(): Promise<void> {
    const { chosenId, call, assign, choice } = this.state.value;
    const model = choice.candidates.find((candidate) => candidate.id === chosenId);
    if (!model || call || !assign.allowed) return;
    this.patch({ call: "assigning" });
    try {
      const department = await this.deps.gateway.assignModel(
        this.deps.organizationId,
        this.departmentId,
        model.id,
      );
      this.showAssigned(department);
      this.patch({ chosenId: null });
      this.deps.notifier.notify({ message: this.deps.texts.assigned(model.name), intent: "positive" });
      this.deps.changed();
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.assignFailed());
    } finally {
      this.patch({ call: null });
    }
  }

  /** Asks for confirmation before the department stops using this model. */
  askToRemove(modelId: string): void {
    const { assigned, assign } = this.state.value;
    const model = assigned.find((listed) => listed.id === modelId);
    askPendingRemoval(this.state.value, this.patch, model, assign.allowed);
  }

  /** Keeps what the person was asked about (not while its removal runs). */
  cancelRemoval(): void {
    cancelPendingRemoval(this.state.value, this.patch);
  }

  /** Removes the model the person confirmed. */
  confirmRemoval(): Promise<void> {
    return confirmPendingRemoval(this.state.value, this.patch, {
      notifier: this.deps.notifier,
      remove: async (removal) => {
        const { organizationId } = this.deps;
        this.showAssigned(
          await this.deps.gateway.unassignModel(organizationId, this.departmentId, removal.id),
        );
      },
      removed: (removal) => this.deps.texts.removed(removal.name),
      removeFailed: this.deps.texts.removeFailed,
      afterRemoval: this.deps.changed,
    });
  }

  /** Stops every update: the panel is gone. */
  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private fromDepartment(department: Department) {
    return {
      departmentName: department.name,
      assigned: byName(department.models.map(listed)),
      assign: permissionFor("assignDepartmentModels", department.role),
    };
  }

  private showAssigned(department: Department): void {
    const shown = this.fromDepartment(department);
    this.patch({
      ...shown,
      choice: { ...this.state.value.choice, candidates: this.candidates(shown.assigned) },
    });
    if (!this.state.value.choice.candidates.some((model) => model.id === this.state.value.chosenId))
      this.patch({ chosenId: null });
  }

  private async loadOrganizationModels(): Promise<void> {
    this.patch({ choice: { status: "loading", candidates: [], failure: [] } });
    try {
      this.organizationModels = byName(
        (await this.deps.gateway.listModels(this.deps.organizationId)).map(listed),
      );
      const candidates = this.candidates(this.state.value.assigned);
      this.patch({ choice: { status: "ready", candidates, failure: [] } });
    } catch (error) {
      this.patch({ choice: { status: "failed", candidates: [], failure: messagesToReport(error) ?? [] } });
    }
  }

  private candidates(assigned: readonly ListedModel[]): ListedModel[] {
    const taken = new Set(assigned.map((model) => model.id));
    return this.organizationModels.filter((model) => !taken.has(model.id));
  }

  private readonly patch = (change: Partial<DepartmentModelsState>): void => {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  };
}

function listed(model: OrganizationModel): ListedModel {
  return { id: model.id, name: model.name, provider: model.provider, type: model.type };
}

function byName(models: ListedModel[]): ListedModel[] {
  return models.sort((a, b) => a.name.localeCompare(b.name));
}
