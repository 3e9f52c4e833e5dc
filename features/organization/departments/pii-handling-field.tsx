import { Button, Callout, Radio, Spinner } from "@blueprintjs/core";
import { Refresh } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { PiiHandling } from "../../../core/organization/pii-handling.ts";
import { detectionQualityOf, PII_DETECTION_QUALITY } from "../../../core/pii/pii-detection-quality.ts";
import { departmentLabels } from "./department-labels.ts";
import type { DepartmentSettingsState } from "./department-settings.state.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { PiiDetectionMeasured } from "./pii-detection-quality.tsx";
import { PiiEntityChoice } from "./pii-entity-choice.tsx";
import { SettingChoiceFieldset } from "./setting-choice-fieldset.tsx";
import { SettingOrigin } from "./setting-origin.tsx";
import { SettingsFieldset } from "./settings-fieldset.tsx";

interface PiiHandlingFieldProps {
  readonly state: DepartmentSettingsState;
  readonly viewModel: DepartmentSettingsViewModel;
  readonly canEdit: boolean;
}

/** None, Block PII or Mask PII; with handling on, the kinds of personal data to look for (the PII list). */
export function PiiHandlingField({ state, viewModel, canEdit }: PiiHandlingFieldProps) {
  const { t } = useTranslation();
  const handlingAccess = state.access.PIIAndSensitive;
  return (
    <SettingChoiceFieldset
      name="pii-handling"
      legend={t("organization.departments.settings.pii")}
      hint={t("organization.departments.settings.piiHelp")}
      value={state.draft.piiHandling}
      disabled={!canEdit || handlingAccess.locked}
      onChange={(value) => viewModel.change("piiHandling", value as PiiHandling)}
      choices={Object.values(PiiHandling).map((handling) => (
        <Radio key={handling} value={handling} label={departmentLabels.piiHandling(t, handling)} />
      ))}
    >
      <SettingOrigin access={handlingAccess} canEdit={state.edit.allowed} />
      {state.draft.piiHandling === PiiHandling.NONE ? null : (
        <PiiEntityChoices state={state} viewModel={viewModel} canEdit={canEdit} />
      )}
    </SettingChoiceFieldset>
  );
}

function PiiEntityChoices({ state, viewModel, canEdit }: PiiHandlingFieldProps) {
  const { t } = useTranslation();
  const access = state.access.piiEntities;
  const { status, entities } = state.piiEntities;
  const chosen = new Set(state.draft.piiEntities);
  return (
    <SettingsFieldset
      legend={t("organization.departments.settings.piiEntities")}
      hint={t("organization.departments.settings.piiEntitiesHelp")}
      className="app-departments-pii-entities"
      data-testid="pii-entities"
    >
      {status === "loading" ? (
        <p className="app-departments-hint">
          <Spinner size={16} aria-hidden /> {t("organization.departments.settings.piiEntitiesLoading")}
        </p>
      ) : null}
      {status === "failed" ? (
        <Callout intent="warning" compact>
          {t("organization.departments.settings.piiEntitiesFailed")}{" "}
          <Button size="small" icon={<Refresh />} onClick={() => void viewModel.retryPiiEntities()}>
            {t("common.retry")}
          </Button>
        </Callout>
      ) : null}
      <div className="app-departments-checkboxes">
        {entities.map((entity) => (
          <PiiEntityChoice
            key={entity}
            label={departmentLabels.piiEntity(t, entity)}
            quality={detectionQualityOf(entity)}
            checked={chosen.has(entity)}
            disabled={!canEdit || access.locked}
            onChange={(checked) => viewModel.setPiiEntity(entity, checked)}
          />
        ))}
      </div>
      <PiiDetectionMeasured measured={PII_DETECTION_QUALITY} />
      <SettingOrigin access={access} canEdit={state.edit.allowed} />
    </SettingsFieldset>
  );
}
