import { Checkbox, Classes, Radio, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import {
  CUSTOM_REGIONS,
  DataResidency,
  REGIONS_COMING_SOON,
} from "../../../core/organization/data-residency.ts";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { departmentLabels } from "./department-labels.ts";
import type { DepartmentSettingsState } from "./department-settings.state.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { SettingChoiceFieldset } from "./setting-choice-fieldset.tsx";
import { SettingOrigin } from "./setting-origin.tsx";

/** Offered but not yet served (SPEC §9: "Asia (Soon)"): shown, never chosen. */
const COMING_SOON: ReadonlySet<DataResidency> = new Set(REGIONS_COMING_SOON);

interface DataResidencyFieldProps {
  readonly state: DepartmentSettingsState;
  readonly viewModel: DepartmentSettingsViewModel;
  readonly canEdit: boolean;
}

/** None, US, CA, EU, Asia (soon) or Custom: where the department's requests may be served. */
export function DataResidencyField({ state, viewModel, canEdit }: DataResidencyFieldProps) {
  const { t } = useTranslation();
  const access = state.access.dataResidency;
  return (
    <SettingChoiceFieldset
      name="data-residency"
      legend={t("organization.departments.settings.residency")}
      hint={t("organization.departments.settings.residencyHelp")}
      inline
      value={state.draft.dataResidency}
      disabled={!canEdit || access.locked}
      onChange={(value) => viewModel.change("dataResidency", value as DataResidency)}
      choices={Object.values(DataResidency).map((residency) => (
        <Radio
          key={residency}
          value={residency}
          disabled={COMING_SOON.has(residency) || undefined}
          labelElement={
            <>
              {departmentLabels.residency(t, residency)}
              {COMING_SOON.has(residency) ? (
                <Tag minimal className="app-departments-soon">
                  {t("organization.departments.settings.soon")}
                </Tag>
              ) : null}
            </>
          }
        />
      ))}
    >
      {state.draft.dataResidency === DataResidency.CUSTOM ? (
        <CustomRegions state={state} viewModel={viewModel} disabled={!canEdit || access.locked} />
      ) : null}
      <SettingOrigin access={access} canEdit={state.edit.allowed} />
    </SettingChoiceFieldset>
  );
}

/** The regions a CUSTOM residency keeps to: several may be ticked, at least one (core's DTO says so otherwise). */
function CustomRegions({
  state,
  viewModel,
  disabled,
}: Omit<DataResidencyFieldProps, "canEdit"> & { readonly disabled: boolean }) {
  const { t } = useTranslation();
  const errors = errorsOf(state.fieldErrors, "customRegions");
  return (
    <fieldset className="app-departments-custom-regions" data-testid="custom-regions">
      <legend className={Classes.TEXT_MUTED}>{t("organization.departments.settings.customRegions")}</legend>
      <p className="app-departments-hint">{t("organization.departments.settings.customNote")}</p>
      {CUSTOM_REGIONS.map((region) => (
        <Checkbox
          key={region}
          inline
          label={departmentLabels.residency(t, region)}
          checked={state.draft.customRegions.includes(region)}
          disabled={disabled || COMING_SOON.has(region)}
          onChange={(event) => viewModel.setCustomRegion(region, event.currentTarget.checked)}
        />
      ))}
      {errors.length > 0 ? (
        <div className={`${Classes.FORM_HELPER_TEXT} app-labelled-field-errors`} role="alert">
          {errors.map((error) => (
            <span key={error.message} data-testid="field-error">
              {error.message}
            </span>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}
