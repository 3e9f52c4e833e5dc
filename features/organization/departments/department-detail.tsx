import { Button, Classes, H2, NonIdealState, Spinner, Tab, Tabs } from "@blueprintjs/core";
import { Cross } from "@blueprintjs/icons";
import { type ReactNode, Suspense, useEffect } from "react";
import { useTranslation } from "react-i18next";
import type { Department } from "../../../core/organization/department.entity.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { departmentLabels } from "./department-labels.ts";
import {
  BudgetAlertsPanel,
  DepartmentFilesPanel,
  DepartmentModelsPanel,
  DepartmentPeoplePanel,
} from "./department-resource-panels.tsx";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { createDepartmentSettingsViewModel } from "./department-settings.view-model-factory.ts";
import { DepartmentSettingsPanel } from "./department-settings-panel.tsx";
import { DEPARTMENT_TABS, type DepartmentTab } from "./departments-address.ts";
import { EvidenceDownload } from "./evidence-download-panel.tsx";

interface DepartmentDetailProps {
  readonly organizationId: string;
  readonly department: Department;
  readonly tab: DepartmentTab;
  /** The department is being read again (after its files, models or people changed). */
  readonly reloading: boolean;
  readonly onTab: (tab: DepartmentTab) => void;
  readonly onClose: () => void;
  /** The settings were saved: the list shows the department as saved. */
  readonly onSaved: (department: Department) => void;
  /** Its files, models or people changed: the department is read again. */
  readonly onChanged: () => void;
  /** Lets the page know about the settings shown, to ask before unsaved changes would be lost. */
  readonly onSettings: (settings: DepartmentSettingsViewModel | null) => void;
}

/**
 * One department under the list, with its settings, files, models and people as tabs. The settings' draft lives
 * as long as the department is shown, so moving between tabs keeps unsaved changes.
 */
export function DepartmentDetail(props: DepartmentDetailProps) {
  const { t } = useTranslation();
  const { organizationId, department, tab, onTab, onClose, onChanged, onSettings } = props;
  const services = useScreenServices();
  const settings = useViewModel(() =>
    createDepartmentSettingsViewModel(services, { organizationId, onSaved: props.onSaved }, department),
  );
  useEffect(() => settings.showDepartment(department), [settings, department]);
  useEffect(() => {
    onSettings(settings);
    return () => onSettings(null);
  }, [settings, onSettings]);

  const panels: Record<DepartmentTab, ReactNode> = {
    settings: (
      <>
        <DepartmentSettingsPanel viewModel={settings} />
        <EvidenceDownload organizationId={organizationId} department={department} />
      </>
    ),
    alerts: (
      <BudgetAlertsPanel organizationId={organizationId} department={department} onChanged={onChanged} />
    ),
    files: (
      <DepartmentFilesPanel organizationId={organizationId} department={department} onChanged={onChanged} />
    ),
    models: (
      <DepartmentModelsPanel organizationId={organizationId} department={department} onChanged={onChanged} />
    ),
    people: (
      <DepartmentPeoplePanel organizationId={organizationId} department={department} onChanged={onChanged} />
    ),
  };
  return (
    <section
      aria-busy={props.reloading}
      className="app-departments-detail"
      aria-labelledby="department-detail-title"
      data-testid="department-detail"
    >
      <header className="app-departments-detail-header">
        <div>
          <H2 id="department-detail-title" className="app-departments-detail-title">
            {department.name}
          </H2>
          {department.role ? (
            <p className={Classes.TEXT_MUTED}>
              {t("organization.departments.yourRole", { role: departmentLabels.role(t, department.role) })}
            </p>
          ) : null}
        </div>
        <Button
          variant="minimal"
          icon={<Cross />}
          aria-label={t("organization.departments.close")}
          title={t("organization.departments.close")}
          onClick={onClose}
        />
      </header>
      <Tabs
        id="department-tabs"
        selectedTabId={tab}
        renderActiveTabPanelOnly
        size="large"
        onChange={(next) => onTab(next as DepartmentTab)}
      >
        {DEPARTMENT_TABS.map((name) => (
          <Tab
            key={name}
            id={name}
            title={t(`organization.departments.tabs.${name}`)}
            panel={
              <Suspense
                fallback={<NonIdealState icon={<Spinner size={32} />} description={t("common.loading")} />}
              >
                {panels[name]}
              </Suspense>
            }
          />
        ))}
      </Tabs>
    </section>
  );
}
