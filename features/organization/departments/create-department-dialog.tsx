import { Button, DialogBody, DialogFooter, InputGroup } from "@blueprintjs/core";
import { DiagramTree } from "@blueprintjs/icons";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { AppDialog } from "../../../ui/components/app-dialog.tsx";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import { TextArea } from "../../../ui/components/text-area.tsx";
import { departmentFieldErrorText } from "./department-field-error-text.ts";
import type { DepartmentCreation } from "./departments.state.ts";
import type { DepartmentsViewModel } from "./departments.view-model.ts";

interface CreateDepartmentDialogProps {
  readonly creation: DepartmentCreation | null;
  readonly viewModel: DepartmentsViewModel;
}

/** The form of a new department: a name (required) and a description. Enter creates, Escape closes. */
export function CreateDepartmentDialog({ creation, viewModel }: CreateDepartmentDialogProps) {
  const { t } = useTranslation();
  const id = useId();
  const saving = creation?.saving ?? false;
  const nameErrors = errorsOf(creation?.fieldErrors ?? [], "name");
  return (
    <AppDialog
      isOpen={creation !== null}
      title={t("organization.departments.creation.title")}
      icon={<DiagramTree />}
      canEscapeKeyClose={!saving}
      canOutsideClickClose={!saving}
      onClose={() => viewModel.cancelCreation()}
    >
      <form
        noValidate
        aria-busy={saving}
        data-testid="create-department-form"
        onSubmit={(event) => {
          event.preventDefault();
          void viewModel.submitCreation();
        }}
      >
        <DialogBody>
          <LabelledField
            errorText={departmentFieldErrorText}
            id={`${id}-name`}
            label={t("organization.departments.creation.name")}
            errors={nameErrors}
          >
            <InputGroup
              id={`${id}-name`}
              name="name"
              autoFocus
              required
              value={creation?.name ?? ""}
              disabled={saving}
              intent={nameErrors.length > 0 ? "danger" : "none"}
              aria-invalid={nameErrors.length > 0}
              aria-describedby={`${id}-name-help`}
              onValueChange={(value) => viewModel.changeCreation("name", value)}
            />
          </LabelledField>
          <LabelledField
            errorText={departmentFieldErrorText}
            id={`${id}-description`}
            label={t("organization.departments.creation.description")}
            errors={errorsOf(creation?.fieldErrors ?? [], "description")}
          >
            <TextArea
              id={`${id}-description`}
              name="description"
              fill
              rows={3}
              value={creation?.description ?? ""}
              placeholder={t("organization.departments.creation.descriptionPlaceholder")}
              disabled={saving}
              aria-describedby={`${id}-description-help`}
              onChange={(event) => viewModel.changeCreation("description", event.currentTarget.value)}
            />
          </LabelledField>
        </DialogBody>
        <DialogFooter
          actions={
            <>
              <Button disabled={saving} onClick={() => viewModel.cancelCreation()}>
                {t("common.cancel")}
              </Button>
              <Button type="submit" intent="primary" loading={saving}>
                {t("organization.departments.creation.submit")}
              </Button>
            </>
          }
        />
      </form>
    </AppDialog>
  );
}
