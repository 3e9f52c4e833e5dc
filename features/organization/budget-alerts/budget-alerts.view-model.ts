import { BehaviorSubject, type Observable } from "rxjs";
import {
  type BudgetAlertSettingsJson,
  DEFAULT_BUDGET_ALERT_SETTINGS,
} from "../../../core/budget-alerts/budget-alert-settings-json.ts";
import {
  budgetAlertSettingsProblems,
  validBudgetAlertSettings,
} from "../../../core/budget-alerts/budget-alert-settings-rules.ts";
import type { BudgetAlertsGateway } from "../../../core/budget-alerts/budget-alerts-gateway.port.ts";
import { messagesToReport } from "../../../core/errors/reportable-failure.ts";
import { reportFailure } from "../../../core/notifier/report-failure.ts";
import { permissionFor } from "../../../core/organization/acting-role.ts";
import type { Department } from "../../../core/organization/department.entity.ts";
import type { DepartmentPanelDependencies } from "../department-resources/department-panel-dependencies.ts";
import type { BudgetAlertsDraft, BudgetAlertsState } from "./budget-alerts.state.ts";

/** The panel's own words, read when needed (the language may change). */
export interface BudgetAlertsTexts {
  saved(department: string): string;
  /** For a failed save the server did not explain. */
  saveFailed(): string;
}

export interface BudgetAlertsDependencies extends DepartmentPanelDependencies<BudgetAlertsTexts> {
  readonly gateway: BudgetAlertsGateway;
}

/**
 * A department's budget alerts: the percents of its monthly budget that notify the people who run it, and the
 * month-end forecast warning. Department admins and above edit them; others read them. Each change is checked
 * with core's rule as it is made, so the panel says what is wrong before anything is sent.
 */
export class BudgetAlertsViewModel {
  private readonly state: BehaviorSubject<BudgetAlertsState>;
  private saved: BudgetAlertSettingsJson = DEFAULT_BUDGET_ALERT_SETTINGS;
  private department: Department;
  private disposed = false;
  readonly state$: Observable<BudgetAlertsState>;

  constructor(private readonly deps: BudgetAlertsDependencies) {
    this.department = deps.department;
    this.state = new BehaviorSubject<BudgetAlertsState>({
      status: "loading",
      failure: [],
      draft: { ...draftOf(DEFAULT_BUDGET_ALERT_SETTINGS), newThreshold: "" },
      problems: [],
      edit: permissionFor("editBudgetAlerts", deps.department.role),
      unsaved: false,
      saving: false,
      hasBudget: hasBudget(deps.department),
    });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  current(): BudgetAlertsState {
    return this.state.value;
  }

  /** The department as the page loaded it again (its role or budget may have changed). */
  setDepartment(department: Department): void {
    const other = department.id !== this.department.id;
    this.department = department;
    this.patch({
      edit: permissionFor("editBudgetAlerts", department.role),
      hasBudget: hasBudget(department),
    });
    if (other) void this.load();
  }

  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** The percent typed in the add field. */
  typeThreshold(text: string): void {
    this.changeDraft({ newThreshold: text });
  }

  /** Adds the percent typed in, if core's rule accepts it with the others. */
  addThreshold(): void {
    const { draft } = this.state.value;
    const typed = draft.newThreshold.trim();
    if (typed === "") return;
    const value = Number(typed.replace(",", "."));
    const thresholds = [...draft.thresholds, value];
    const problems = budgetAlertSettingsProblems({ thresholds, forecastWarning: draft.forecastWarning });
    if (problems.length > 0) {
      // Named as typed: "eighty" reads better than NaN.
      this.patch({
        problems: problems.map((problem) =>
          Object.is(problem.value, value) ? { ...problem, value: typed } : problem,
        ),
      });
      return;
    }
    this.changeDraft({ thresholds: [...thresholds].sort((a, b) => a - b), newThreshold: "" });
  }

  removeThreshold(threshold: number): void {
    this.changeDraft({
      thresholds: this.state.value.draft.thresholds.filter((value) => value !== threshold),
    });
  }

  setForecastWarning(on: boolean): void {
    this.changeDraft({ forecastWarning: on });
  }

  /** Puts the draft back as saved. */
  discard(): void {
    this.patch({ draft: { ...draftOf(this.saved), newThreshold: "" }, problems: [], unsaved: false });
  }

  async save(): Promise<void> {
    const { draft, saving, edit } = this.state.value;
    if (saving || !edit.allowed) return;
    const settings = { thresholds: [...draft.thresholds], forecastWarning: draft.forecastWarning };
    const problems = budgetAlertSettingsProblems(settings);
    if (problems.length > 0 || !validBudgetAlertSettings(settings)) {
      this.patch({ problems });
      return;
    }
    this.patch({ saving: true });
    const department = this.department;
    try {
      this.saved = await this.deps.gateway.save(this.deps.organizationId, department.id, settings);
      this.patch({
        draft: { ...draftOf(this.saved), newThreshold: draft.newThreshold },
        problems: [],
        unsaved: false,
      });
      this.deps.notifier.notify({ message: this.deps.texts.saved(department.name), intent: "positive" });
    } catch (error) {
      reportFailure(this.deps.notifier, error, this.deps.texts.saveFailed());
    } finally {
      this.patch({ saving: false });
    }
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private async load(): Promise<void> {
    const departmentId = this.department.id;
    this.patch({ status: "loading", failure: [] });
    try {
      const settings = await this.deps.gateway.settings(this.deps.organizationId, departmentId);
      if (departmentId !== this.department.id) return;
      this.saved = settings;
      this.patch({
        status: "ready",
        draft: { ...draftOf(settings), newThreshold: "" },
        problems: [],
        unsaved: false,
      });
    } catch (error) {
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  /** A change of the draft, checked at once: a problem of an earlier attempt goes once the draft changes. */
  private changeDraft(change: Partial<BudgetAlertsDraft>): void {
    if (!this.state.value.edit.allowed) return;
    const draft = { ...this.state.value.draft, ...change };
    const problems = budgetAlertSettingsProblems({
      thresholds: draft.thresholds,
      forecastWarning: draft.forecastWarning,
    });
    this.patch({ draft, problems, unsaved: !sameSettings(draft, this.saved) });
  }

  private patch(change: Partial<BudgetAlertsState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}

function draftOf(settings: BudgetAlertSettingsJson): Omit<BudgetAlertsDraft, "newThreshold"> {
  return {
    thresholds: [...settings.thresholds].sort((a, b) => a - b),
    forecastWarning: settings.forecastWarning,
  };
}

function sameSettings(draft: BudgetAlertsDraft, saved: BudgetAlertSettingsJson): boolean {
  const savedThresholds = [...saved.thresholds].sort((a, b) => a - b);
  return (
    draft.forecastWarning === saved.forecastWarning &&
    draft.thresholds.length === savedThresholds.length &&
    draft.thresholds.every((value, index) => value === savedThresholds[index])
  );
}

function hasBudget(department: Department): boolean {
  return department.monthlyBudgetInDollar !== null && department.monthlyBudgetInDollar > 0;
}
