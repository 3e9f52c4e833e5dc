import { Callout, InputGroup, ProgressBar } from "@blueprintjs/core";
import { WarningSign } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatUsd } from "../../../core/money/format-usd.ts";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import { departmentFieldErrorText } from "./department-field-error-text.ts";
import type { DepartmentSettingsState } from "./department-settings.state.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { SettingOrigin } from "./setting-origin.tsx";

interface BudgetFieldProps {
  readonly state: DepartmentSettingsState;
  readonly viewModel: DepartmentSettingsViewModel;
  readonly canEdit: boolean;
}

/** The monthly budget in dollars, with what was spent since the 1st and the forecast to the month's end. */
export function BudgetField({ state, viewModel, canEdit }: BudgetFieldProps) {
  const { t } = useTranslation();
  const id = useId();
  const access = state.access.monthlyBudgetInDollar;
  const errors = errorsOf(state.fieldErrors, "monthlyBudgetInDollar");
  const { spent, forecast, budget, spentShare, overBudgetAtMonthEnd } = state.budget;
  return (
    <section className="app-departments-budget" data-testid="budget">
      <LabelledField
        errorText={departmentFieldErrorText}
        id={id}
        label={t("organization.departments.settings.budget")}
        errors={errors}
        helper={
          <>
            <span>{t("organization.departments.settings.budgetHelp")}</span>{" "}
            <SettingOrigin access={access} canEdit={state.edit.allowed} />
          </>
        }
      >
        <InputGroup
          id={id}
          name="monthlyBudgetInDollar"
          inputMode="decimal"
          leftElement={<span className="app-departments-currency">$</span>}
          className="app-departments-budget-input"
          value={state.draft.budget}
          disabled={!canEdit || access.locked}
          intent={errors.length > 0 ? "danger" : "none"}
          aria-invalid={errors.length > 0}
          aria-describedby={`${id}-help`}
          onValueChange={(value) => viewModel.change("budget", value)}
        />
      </LabelledField>
      <dl className="app-departments-spend">
        <div>
          <dt>{t("organization.departments.settings.spent")}</dt>
          <dd data-testid="budget-spent">
            {formatUsd(spent)}
            {budget === null ? null : <ShareOf budget={budget} amount={spent} />}
            {/* Inside the dd: a definition list's groups may hold only dt and dd. */}
            {budget === null ? null : (
              <BudgetBar
                label={t("organization.departments.settings.spent")}
                share={spentShare}
                over={false}
              />
            )}
          </dd>
        </div>
        <div>
          <dt>{t("organization.departments.settings.forecast")}</dt>
          <dd data-testid="budget-forecast">
            {formatUsd(forecast)}
            {budget === null ? null : <ShareOf budget={budget} amount={forecast} />}
            {budget === null ? null : (
              <BudgetBar
                label={t("organization.departments.settings.forecast")}
                share={budget > 0 ? forecast / budget : 0}
                over={overBudgetAtMonthEnd}
              />
            )}
          </dd>
        </div>
      </dl>
      {budget === null ? (
        <p className="app-departments-hint">{t("organization.departments.settings.noBudget")}</p>
      ) : null}
      {overBudgetAtMonthEnd ? (
        <Callout intent="warning" compact icon={<WarningSign />} className="app-departments-over-budget">
          {t("organization.departments.settings.overBudget")}
        </Callout>
      ) : null}
    </section>
  );
}

/** " 42% of $2,500.00" */
function ShareOf({ amount, budget }: { readonly amount: number; readonly budget: number }) {
  const { t } = useTranslation();
  const share = budget > 0 ? amount / budget : 0;
  return (
    <span className="app-departments-share">
      {" "}
      {t("organization.departments.settings.ofBudget", {
        share: `${Math.round(share * 100)}%`,
        budget: formatUsd(budget),
      })}
    </span>
  );
}

/** How much of the budget an amount takes, as a bar (full, and in warning colour, past the budget). */
function BudgetBar({
  label,
  share,
  over,
}: {
  readonly label: string;
  readonly share: number;
  readonly over: boolean;
}) {
  const filled = Math.min(Math.max(share, 0), 1);
  return (
    <ProgressBar
      className="app-departments-progress"
      value={filled}
      intent={over ? "warning" : "primary"}
      animate={false}
      stripes={false}
      aria-label={label}
    />
  );
}
