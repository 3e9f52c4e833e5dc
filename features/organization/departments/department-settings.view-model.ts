import { BehaviorSubject, type Observable } from "rxjs";
import type { Clock } from "../../../core/clock/clock.port.ts";
import type { Notifier } from "../../../core/notifier/notifier.port.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import { budgetForecast } from "../../../core/organization/budget-forecast.ts";
import type { ComplianceFramework } from "../../../core/organization/compliance-framework.ts";
import { CUSTOM_REGIONS, type CustomRegion } from "../../../core/organization/data-residency.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import { DepartmentSettingsDto } from "../../../core/organization/department-settings.dto.ts";
import type { DepartmentsGateway } from "../../../core/organization/departments-gateway.port.ts";
import { validateInput } from "../../../core/validation/validate-input.ts";
import { settingsAccess } from "./department-setting-access.ts";
import type { DepartmentSettingsState, OfferedPiiEntities } from "./department-settings.state.ts";
import {
  budgetOfDraft,
  type DepartmentSettingsDraft,
  draftOf,
  sameSettings,
  settingsOfDraft,
} from "./department-settings-draft.ts";
import { spentThisMonth } from "./department-spend.ts";

/** The screen's own words, read when needed (the language may change). */
export interface DepartmentSettingsTexts {
  /** Confirms a save, naming the department. */
  saved(name: string): string;
  /** For a failed save the server did not explain. */
  saveFailed(): string;
}

export interface DepartmentSettingsDependencies {
  readonly gateway: Pick<DepartmentsGateway, "updateDepartment" | "listPiiEntities">;
  readonly notifier: Pick<Notifier, "notify">;
  /** Today's date, for the month-end forecast of the spend. */
  readonly clock: Clock;
  readonly organizationId: string;
  readonly texts: DepartmentSettingsTexts;
  /** Told about the department as saved, so the list shows it too. */
  readonly onSaved: (department: Department) => void;
}

/** The fields of the draft the form edits one at a time. */
type PlainField = Exclude<keyof DepartmentSettingsDraft, "frameworks" | "piiEntities" | "customRegions">;

/**
 * The settings tab of one department: name, description, the seven frameworks, PII handling with the kinds of
 * personal data, data residency and the monthly budget with this month's spend and forecast. Every setting is
 * saved at once after core's DepartmentSettingsDto accepts it; refusals are shown with the server's messages.
 * Edits wait in a draft until saved or discarded (the discard is confirmed first).
 */
export class DepartmentSettingsViewModel {
  private readonly state: BehaviorSubject<DepartmentSettingsState>;
  private tried = false;
  private disposed = false;
  readonly state$: Observable<DepartmentSettingsState>;

  constructor(
    private readonly deps: DepartmentSettingsDependencies,
    department: Department,
  ) {
    const draft = draftOf(department);
    this.state = new BehaviorSubject<DepartmentSettingsState>({
      ...this.derived(department, draft),
      department,
      draft,
      dirty: false,
      fieldErrors: [],
      saving: false,
      confirmingDiscard: false,
      piiEntities: { status: "loading", entities: offered([], department.piiEntities ?? []) },
    });
    this.state$ = this.state.asObservable();
    void this.loadPiiEntities();
  }

  current(): DepartmentSettingsState {
    return this.state.value;
  }

  change<K extends PlainField>(field: K, value: DepartmentSettingsDraft[K]): void {
    this.edit({ ...this.state.value.draft, [field]: value });
  }

  setFramework(framework: ComplianceFramework, on: boolean): void {
    const { draft } = this.state.value;
    this.edit({ ...draft, frameworks: { ...draft.frameworks, [framework]: on } });
  }

  /** Ticks or unticks a region of a CUSTOM residency, keeping them in core's order. */
  setCustomRegion(region: CustomRegion, on: boolean): void {
    const { draft } = this.state.value;
    const chosen = new Set(draft.customRegions);
    if (on) chosen.add(region);
    else chosen.delete(region);
    this.edit({ ...draft, customRegions: CUSTOM_REGIONS.filter((known) => chosen.has(known)) });
  }

  setPiiEntity(entity: string, on: boolean): void {
    const { draft } = this.state.value;
    const others = draft.piiEntities.filter((chosen) => chosen !== entity);
    this.edit({ ...draft, piiEntities: on ? [...others, entity] : others });
  }

  /** Asks the PII list again after it failed. */
  retryPiiEntities(): Promise<void> {
    return this.state.value.piiEntities.status === "failed" ? this.loadPiiEntities() : Promise.resolve();
  }

  /** Saves every setting when core's rules accept them; resolves true once saved. */
  async save(): Promise<boolean> {
    const { draft, department, saving, edit } = this.state.value;
    if (saving || !edit.allowed) return false;
    this.tried = true;
    const { value, fields } = validateInput(DepartmentSettingsDto, settingsOfDraft(draft));
    this.patch({ fieldErrors: fields });
    if (fields.length > 0) return false;
    this.patch({ saving: true });
    try {
      const saved = await this.deps.gateway.updateDepartment(this.deps.organizationId, department.id, value);
      this.tried = false;
      this.showSaved(saved);
      this.deps.notifier.notify({ message: this.deps.texts.saved(saved.name), intent: "positive" });
      this.deps.onSaved(saved);
      return true;
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.saveFailed());
      return false;
    } finally {
      this.patch({ saving: false });
    }
  }

  askToDiscard(): void {
    if (this.state.value.dirty && !this.state.value.saving) this.patch({ confirmingDiscard: true });
  }

  cancelDiscard(): void {
    this.patch({ confirmingDiscard: false });
  }

  /** Throws the unsaved changes away: the form shows the saved settings again. */
  confirmDiscard(): void {
    this.tried = false;
    this.showSaved(this.state.value.department);
  }

  /**
   * The department was read again (its files or models changed, say): what is saved is updated, and unsaved
   * changes are kept.
   */
  showDepartment(department: Department): void {
    const { dirty, draft } = this.state.value;
    if (!dirty) {
      this.showSaved(department);
      return;
    }
    this.patch({
      ...this.derived(department, draft),
      department,
      dirty: !sameSettings(draft, draftOf(department)),
    });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private showSaved(department: Department): void {
    const draft = draftOf(department);
    const { piiEntities } = this.state.value;
    this.patch({
      ...this.derived(department, draft),
      department,
      draft,
      dirty: false,
      fieldErrors: [],
      confirmingDiscard: false,
      piiEntities: { ...piiEntities, entities: offered(piiEntities.entities, draft.piiEntities) },
    });
  }

  private edit(draft: DepartmentSettingsDraft): void {
    const { department } = this.state.value;
    this.patch({
      ...this.derived(department, draft),
      draft,
      dirty: !sameSettings(draft, draftOf(department)),
      ...(this.tried
        ? { fieldErrors: validateInput(DepartmentSettingsDto, settingsOfDraft(draft)).fields }
        : {}),
    });
  }

  /** What follows from the department and the draft: the person's reach and the budget's progress. */
  private derived(department: Department, draft: DepartmentSettingsDraft) {
    const asked = budgetOfDraft(draft);
    const budget =
      asked === null || (Number.isFinite(asked) && asked >= 0) ? asked : department.monthlyBudgetInDollar;
    return {
      edit: permissionFor("editDepartment", department.role),
      access: settingsAccess(department),
      budget: budgetForecast(spentThisMonth(department), budget, this.deps.clock.now()),
    };
  }

  private async loadPiiEntities(): Promise<void> {
    const { department } = this.state.value;
    this.patchPii({ status: "loading" });
    try {
      const list = await this.deps.gateway.listPiiEntities(this.deps.organizationId, department.id);
      this.patchPii({ status: "ready", entities: offered(list, this.state.value.draft.piiEntities) });
    } catch {
      // The department's own kinds stay offered; the form says the full list could not be read.
      this.patchPii({ status: "failed" });
    }
  }

  private patchPii(change: Partial<OfferedPiiEntities>): void {
    this.patch({ piiEntities: { ...this.state.value.piiEntities, ...change } });
  }

  private patch(change: Partial<DepartmentSettingsState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

/** The PII list in its order, then any kind the department has that the list lacks. */
function offered(list: readonly string[], chosen: readonly string[]): string[] {
  return [...new Set([...list, ...chosen])];
}
