import { Switch } from "@blueprintjs/core";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { COMPLIANCE_FRAMEWORKS } from "../../../core/organization/compliance-framework.ts";
import { departmentLabels } from "./department-labels.ts";
import type { DepartmentSettingsState } from "./department-settings.state.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { SettingOrigin } from "./setting-origin.tsx";
import { SettingsFieldset } from "./settings-fieldset.tsx";

interface FrameworkSwitchesProps {
  readonly state: DepartmentSettingsState;
  readonly viewModel: DepartmentSettingsViewModel;
  /** Whether the person may edit the settings at all (their role, and no save running). */
  readonly canEdit: boolean;
}

/** The seven compliance frameworks as switches, each with the role that changed it last. */
export function FrameworkSwitches({ state, viewModel, canEdit }: FrameworkSwitchesProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <SettingsFieldset
      legend={t("organization.departments.settings.frameworks")}
      hint={t("organization.departments.settings.frameworksHelp")}
    >
      <ul className="app-departments-frameworks">
        {COMPLIANCE_FRAMEWORKS.map((framework) => {
          const access = state.access[framework];
          return (
            <li
              key={framework}
              className="app-departments-framework"
              data-testid="framework"
              data-framework={framework}
            >
              <Switch
                id={`${id}-${framework}`}
                size="large"
                role="switch"
                label={departmentLabels.framework(t, framework)}
                checked={state.draft.frameworks[framework]}
                disabled={!canEdit || access.locked}
                aria-describedby={`${id}-${framework}-origin`}
                onChange={(event) => viewModel.setFramework(framework, event.currentTarget.checked)}
              />
              <span id={`${id}-${framework}-origin`}>
                <SettingOrigin access={access} canEdit={state.edit.allowed} />
              </span>
            </li>
          );
        })}
      </ul>
    </SettingsFieldset>
  );
}
