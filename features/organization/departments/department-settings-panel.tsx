import { Button, Callout, InputGroup, Tag } from "@blueprintjs/core";
import { EyeOpen, FloppyDisk, Undo } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import { TextArea } from "../../../ui/components/text-area.tsx";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { usePermissionReason } from "../shared/use-permission-reason.ts";
import { BudgetField } from "./budget-field.tsx";
import { DataResidencyField } from "./data-residency-field.tsx";
import { departmentFieldErrorText } from "./department-field-error-text.ts";
import type { DepartmentSettingsViewModel } from "./department-settings.view-model.ts";
import { DiscardChangesAlert } from "./discard-changes-alert.tsx";
import { FrameworkSwitches } from "./framework-switches.tsx";
import { PiiHandlingField } from "./pii-handling-field.tsx";

/**
 * A department's settings: editable for its admins and the organization's owner and super admins, read-only with
 * the reason for anyone else. Unsaved changes are marked; Discard asks first; Save sends every setting.
 */
export function DepartmentSettingsPanel({ viewModel }: { readonly viewModel: DepartmentSettingsViewModel }) {
  const { t } = useTranslation();
  const id = useId();
  const state = useObservable(viewModel.state$, viewModel.current());
  const reason = usePermissionReason(state.edit);
  const canEdit = state.edit.allowed && !state.saving;
  const { draft, department } = state;
  return (
    <form
      className="app-departments-settings"
      noValidate
      aria-busy={state.saving}
      aria-label={t("organization.departments.settings.title", { name: department.name })}
      data-testid="department-settings"
      data-dirty={state.dirty}
      onSubmit={(event) => {
        event.preventDefault();
        void viewModel.save();
      }}
    >
      {reason ? (
        <Callout
          intent="primary"
          icon={<EyeOpen />}
          data-testid="settings-read-only"
          className="app-departments-read-only"
        >
          {t("organization.departments.settings.readOnly")}{" "}
          <span data-testid="settings-read-only-reason">{reason}</span>
        </Callout>
      ) : null}
      <fieldset className="app-departments-fieldset">
        <legend className="app-departments-legend">{t("organization.departments.settings.general")}</legend>
        <LabelledField
          errorText={departmentFieldErrorText}
          id={`${id}-name`}
          label={t("organization.departments.settings.name")}
          errors={errorsOf(state.fieldErrors, "name")}
        >
          <InputGroup
            id={`${id}-name`}
            name="name"
            required
            value={draft.name}
            readOnly={!state.edit.allowed}
            disabled={state.saving}
            intent={errorsOf(state.fieldErrors, "name").length > 0 ? "danger" : "none"}
            aria-invalid={errorsOf(state.fieldErrors, "name").length > 0}
            aria-describedby={`${id}-name-help`}
            onValueChange={(value) => viewModel.change("name", value)}
          />
        </LabelledField>
        <LabelledField
          errorText={departmentFieldErrorText}
          id={`${id}-description`}
          label={t("organization.departments.settings.description")}
          errors={errorsOf(state.fieldErrors, "description")}
        >
          <TextArea
            id={`${id}-description`}
            name="description"
            fill
            rows={3}
            value={draft.description}
            readOnly={!state.edit.allowed}
            disabled={state.saving}
            aria-describedby={`${id}-description-help`}
            onChange={(event) => viewModel.change("description", event.currentTarget.value)}
          />
        </LabelledField>
      </fieldset>
      <FrameworkSwitches state={state} viewModel={viewModel} canEdit={canEdit} />
      <PiiHandlingField state={state} viewModel={viewModel} canEdit={canEdit} />
      <DataResidencyField state={state} viewModel={viewModel} canEdit={canEdit} />
      <BudgetField state={state} viewModel={viewModel} canEdit={canEdit} />
      {state.edit.allowed ? (
        <div className="app-departments-actions">
          {state.dirty ? (
            <Tag intent="warning" minimal data-testid="unsaved-changes" role="status">
              {t("organization.departments.settings.unsaved")}
            </Tag>
          ) : null}
          <Button
            icon={<Undo />}
            disabled={!state.dirty || state.saving}
            onClick={() => viewModel.askToDiscard()}
          >
            {t("organization.departments.settings.discard")}
          </Button>
          <Button
            type="submit"
            intent="primary"
            icon={<FloppyDisk />}
            loading={state.saving}
            disabled={!state.dirty}
            data-testid="save-settings"
          >
            {t("organization.departments.settings.save")}
          </Button>
        </div>
      ) : null}
      <DiscardChangesAlert
        isOpen={state.confirmingDiscard}
        question={t("organization.departments.settings.confirmDiscard", { name: department.name })}
        onConfirm={() => viewModel.confirmDiscard()}
        onCancel={() => viewModel.cancelDiscard()}
      />
    </form>
  );
}
