import { Button, FileInput, H3, ProgressBar } from "@blueprintjs/core";
import { Upload } from "@blueprintjs/icons";
import type { TFunction } from "i18next";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { POLICY_FILE_ACCEPT, POLICY_FILE_MAX_BYTES } from "../../../core/organization/policy-file-limits.ts";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import type { DepartmentFilesState, UploadProgress } from "./department-files.state.ts";
import type { DepartmentFilesViewModel } from "./department-files.view-model.ts";
import { PolicyNameField } from "./policy-name-field.tsx";
import { sizeText } from "./policy-status-text.ts";
import { resourceFieldErrorText } from "./resource-field-error-text.ts";

/** Uploads a document from the person's computer (multipart name and file), with the share sent as it goes. */
export function PolicyUploadForm({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentFilesViewModel;
  readonly state: DepartmentFilesState;
}) {
  const { t, i18n } = useTranslation();
  const { upload, progress, call } = state;
  const chosenName = upload.file && "name" in upload.file ? String(upload.file.name) : null;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.upload();
  };
  return (
    <form
      className="app-department-resource-form"
      onSubmit={submit}
      noValidate
      data-testid="policy-upload-form"
    >
      <H3 className="app-department-resource-form-title">
        {t("organization.departmentResources.files.upload.title")}
      </H3>
      <LabelledField
        errorText={resourceFieldErrorText}
        id="policy-file"
        label={t("organization.departmentResources.files.upload.file")}
        errors={errorsOf(upload.fieldErrors, "file")}
        helper={t("organization.departmentResources.files.limits", {
          extensions: POLICY_FILE_ACCEPT.split(",").join(", "),
          size: sizeText(i18n.language, POLICY_FILE_MAX_BYTES),
        })}
      >
        <FileInput
          // A new input once the form is emptied, so the same file can be chosen again.
          key={upload.file ? "chosen" : "empty"}
          fill
          text={chosenName ?? t("organization.departmentResources.files.upload.chooseFile")}
          hasSelection={chosenName !== null}
          buttonText={t("organization.departmentResources.files.upload.browse")}
          disabled={call !== null}
          inputProps={{
            id: "policy-file",
            "aria-describedby": "policy-file-help",
            accept: POLICY_FILE_ACCEPT,
          }}
          onInputChange={(event) => viewModel.chooseFile(event.currentTarget.files?.[0] ?? null)}
        />
      </LabelledField>
      <PolicyNameField
        id="policy-name"
        value={upload.name}
        errors={errorsOf(upload.fieldErrors, "name")}
        disabled={call !== null}
        onChange={(name) => viewModel.changeUploadName(name)}
      />
      {progress ? (
        <div
          className="app-department-upload-progress"
          data-testid="policy-upload-status"
          data-state={progress.done ? "done" : "sending"}
        >
          <span id="policy-upload-progress-label">{progressText(t, progress)}</span>
          <ProgressBar
            data-testid="policy-upload-progress"
            aria-labelledby="policy-upload-progress-label"
            intent={progress.done ? "success" : "primary"}
            animate={!progress.done}
            stripes={!progress.done}
            value={progress.sentShare ?? undefined}
          />
        </div>
      ) : null}
      <Button
        type="submit"
        intent="primary"
        icon={<Upload />}
        loading={call === "uploading"}
        disabled={call !== null}
        data-testid="policy-upload-submit"
      >
        {t("organization.departmentResources.files.upload.submit")}
      </Button>
    </form>
  );
}

function progressText(t: TFunction, progress: UploadProgress): string {
  const { name, sentShare } = progress;
  if (progress.done) return t("organization.departmentResources.files.upload.done", { name });
  if (sentShare === null)
    return t("organization.departmentResources.files.upload.progressStarting", { name });
  return t("organization.departmentResources.files.upload.progress", {
    name,
    percent: Math.round(sentShare * 100),
  });
}
