import "./budget-alerts.css";
import { Button, Callout, Classes, FormGroup, InputGroup, Switch } from "@blueprintjs/core";
import { Cross, Lock, Plus, Refresh, WarningSign } from "@blueprintjs/icons";
import { type FormEvent, useId } from "react";
import { useTranslation } from "react-i18next";
import { FieldHelp } from "../../../ui/components/field-help.tsx";
import { SaveOrDiscard } from "../../../ui/components/save-or-discard.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import type { DepartmentPanelProps } from "../department-resources/department-panel-props.ts";
import { useDepartmentViewModel } from "../department-resources/use-department-view-model.ts";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import { budgetAlertProblemText } from "./budget-alert-problem-text.ts";
import type { BudgetAlertsState } from "./budget-alerts.state.ts";
import type { BudgetAlertsViewModel } from "./budget-alerts.view-model.ts";
import { createBudgetAlertsViewModel } from "./budget-alerts.view-model-factory.ts";

const KEYS = "organization.budgetAlerts";

/**
 * A department's budget alerts: the percents of its monthly budget that notify the people who run it, once a
 * month each, and the month-end forecast warning. Department admins and above change them; others read them.
 */
export function BudgetAlertsPanel({ organizationId, department, onChanged }: DepartmentPanelProps) {
  const { t } = useTranslation();
  const viewModel = useDepartmentViewModel(
    { organizationId, department, onChanged },
    createBudgetAlertsViewModel,
  );
  const state = useObservable(viewModel.state$, viewModel.current());
  const reason = usePermissionReason(state.edit);
  if (state.status === "failed")
    return (
      <Callout intent="danger" title={t("organization.shared.loadFailed")} data-testid="budget-alerts-failed">
        {state.failure.map((line) => (
          <p key={line}>{line}</p>
        ))}
        <Button icon={<Refresh />} onClick={() => void viewModel.retry()}>
          {t("common.retry")}
        </Button>
      </Callout>
    );
  return (
    <section
      className="app-budget-alerts"
      aria-label={t("organization.departments.tabs.alerts")}
      aria-busy={state.status === "loading" || state.saving}
      data-testid="budget-alerts"
    >
      <p className={`app-budget-alerts-intro ${Classes.TEXT_MUTED}`}>
        {t(`${KEYS}.intro`, { department: department.name })}
      </p>
      {state.hasBudget ? null : (
        <Callout intent="warning" icon={<WarningSign />} data-testid="budget-alerts-no-budget">
          {t(`${KEYS}.noBudget`, { department: department.name })}
        </Callout>
      )}
      {state.edit.allowed ? null : (
        <Callout icon={<Lock />} data-testid="budget-alerts-reason">
          {t(`${KEYS}.readOnly`, { reason })}
        </Callout>
      )}
      <Thresholds state={state} viewModel={viewModel} />
      <Switch
        role="switch"
        checked={state.draft.forecastWarning}
        disabled={!state.edit.allowed}
        label={t(`${KEYS}.forecastWarning`)}
        onChange={(event) => viewModel.setForecastWarning(event.currentTarget.checked)}
        data-testid="budget-alerts-forecast"
      />
      {state.edit.allowed ? (
        <SaveOrDiscard
          className="app-budget-alerts-actions"
          saving={state.saving}
          unsaved={state.unsaved}
          blocked={state.problems.length > 0}
          onSave={() => void viewModel.save()}
          onDiscard={() => viewModel.discard()}
        />
      ) : null}
    </section>
  );
}

function Thresholds({
  state,
  viewModel,
}: {
  readonly state: BudgetAlertsState;
  readonly viewModel: BudgetAlertsViewModel;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const percent = (value: number) =>
    new Intl.NumberFormat(i18n.language, { style: "percent", maximumFractionDigits: 0 }).format(value / 100);
  const messages = [...new Set(state.problems.map((problem) => budgetAlertProblemText(t, problem)))];
  const add = (event: FormEvent) => {
    event.preventDefault();
    viewModel.addThreshold();
  };
  return (
    <div className="app-budget-alerts-thresholds">
      <h3 className={Classes.HEADING} id={`${id}-title`}>
        {t(`${KEYS}.thresholds`)}
      </h3>
      {state.draft.thresholds.length === 0 ? (
        <p className={Classes.TEXT_MUTED} data-testid="budget-alerts-none">
          {t(`${KEYS}.noThresholds`)}
        </p>
      ) : (
        <ul className="app-budget-alerts-list" aria-labelledby={`${id}-title`}>
          {state.draft.thresholds.map((threshold) => (
            <li key={threshold} data-testid="budget-alert-threshold" data-threshold={threshold}>
              <span>{percent(threshold)}</span>
              {state.edit.allowed ? (
                <Button
                  size="small"
                  variant="minimal"
                  icon={<Cross />}
                  aria-label={t(`${KEYS}.remove`, { threshold: percent(threshold) })}
                  title={t(`${KEYS}.remove`, { threshold: percent(threshold) })}
                  onClick={() => viewModel.removeThreshold(threshold)}
                />
              ) : null}
            </li>
          ))}
        </ul>
      )}
      {state.edit.allowed ? (
        <form className="app-budget-alerts-add" onSubmit={add} noValidate>
          <FormGroup label={t(`${KEYS}.add`)} labelFor={id}>
            <div className="app-budget-alerts-add-row">
              <InputGroup
                id={id}
                inputMode="numeric"
                value={state.draft.newThreshold}
                rightElement={<span className="app-budget-alerts-unit">%</span>}
                intent={messages.length > 0 ? "danger" : "none"}
                aria-invalid={messages.length > 0}
                aria-describedby={`${id}-help`}
                onValueChange={(value) => viewModel.typeThreshold(value)}
              />
              <Button type="submit" icon={<Plus />} disabled={state.draft.newThreshold.trim() === ""}>
                {t(`${KEYS}.addButton`)}
              </Button>
            </div>
            <FieldHelp id={id} messages={messages} help={t(`${KEYS}.addHelp`)} />
          </FormGroup>
        </form>
      ) : null}
    </div>
  );
}
