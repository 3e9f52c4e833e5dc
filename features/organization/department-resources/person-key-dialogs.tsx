import { ApiKeyConfirmAlert } from "../../../ui/api-keys/api-key-confirm-alert.tsx";
import { ApiKeySettingsDialog } from "../../../ui/api-keys/api-key-settings-dialog.tsx";
import { RotateApiKeyDialog } from "../../../ui/api-keys/rotate-api-key-dialog.tsx";
import type { DepartmentPeopleState } from "./department-people.state.ts";
import type { DepartmentPeopleViewModel } from "./department-people.view-model.ts";

/** What a department person's key asks before it changes: its settings, the rotation's grace, a confirmation. */
export function PersonKeyDialogs({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentPeopleViewModel;
  readonly state: DepartmentPeopleState;
}) {
  const kind = state.call?.kind;
  const question = state.keyQuestion;
  return (
    <>
      <ApiKeySettingsDialog
        form={state.keyForm}
        models={state.models}
        saving={kind === "creatingKey" || kind === "updatingKey"}
        onChange={(field, value) => viewModel.changeKeyField(field, value)}
        onSubmit={() => void viewModel.submitKeyForm()}
        onCancel={() => viewModel.cancelKeyForm()}
      />
      <RotateApiKeyDialog
        keyName={state.rotation?.key.name ?? null}
        grace={state.rotation?.grace ?? "1h"}
        rotating={kind === "rotatingKey"}
        onGraceChange={(grace) => viewModel.chooseRotationGrace(grace)}
        onConfirm={() => void viewModel.confirmRotation()}
        onCancel={() => viewModel.cancelRotation()}
      />
      <ApiKeyConfirmAlert
        question={question ? { kind: question.kind, name: question.key.name } : null}
        busy={kind === "revokingKey" || kind === "deletingKey"}
        onConfirm={() => void viewModel.confirmKeyQuestion()}
        onCancel={() => viewModel.cancelKeyQuestion()}
      />
    </>
  );
}
