import { Radio, RadioGroup, Tag } from "@blueprintjs/core";
import { useTranslation } from "react-i18next";
import { DataResidency } from "../../../core/organization/data-residency.ts";
import { departmentLabels } from "./department-labels.ts";
import type { DepartmentSettingsState } from "./department-settings.state.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { SettingOrigin } from "./setting-origin.tsx";

/** Offered but not yet served (SPEC §9: "Asia (Soon)"): shown, never chosen. */
const COMING_SOON: ReadonlySet<DataResidency> = new Set([DataResidency.ASIA]);

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
    <fieldset className="app-departments-fieldset" data-testid="data-residency">
      <legend className="app-departments-legend">{t("organization.departments.settings.residency")}</legend>
      <p className="app-departments-hint">{t("organization.departments.settings.residencyHelp")}</p>
      <RadioGroup
        name="data-residency"
        aria-label={t("organization.departments.settings.residency")}
        inline
        selectedValue={state.draft.dataResidency}
        disabled={!canEdit || access.locked}
        onChange={(event) => viewModel.change("dataResidency", event.currentTarget.value as DataResidency)}
      >
        {Object.values(DataResidency).map((residency) => (
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
      </RadioGroup>
      {state.draft.dataResidency === DataResidency.CUSTOM ? (
        <p className="app-departments-hint">{t("organization.departments.settings.customNote")}</p>
      ) : null}
      <SettingOrigin access={access} canEdit={state.edit.allowed} />
    </fieldset>
  );
}
