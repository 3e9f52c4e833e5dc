import { Button, H3, InputGroup } from "@blueprintjs/core";
import { Link } from "@blueprintjs/icons";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorsOf } from "../../../ui/components/broken-rule-text.ts";
import { LabelledField } from "../../../ui/components/labelled-field.tsx";
import type { DepartmentFilesState } from "./department-files.state.ts";
import type { DepartmentFilesViewModel } from "./department-files.view-model.ts";
import { PolicyNameField } from "./policy-name-field.tsx";
import { resourceFieldErrorText } from "./resource-field-error-text.ts";

/** Has the gateway fetch a document from a URL (name without spaces, a valid URL). */
export function PolicyFromUrlForm({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentFilesViewModel;
  readonly state: DepartmentFilesState;
}) {
  const { t } = useTranslation();
  const { fromUrl, call } = state;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.addFromUrl();
  };
  return (
    <form className="app-department-resource-form" onSubmit={submit} noValidate data-testid="policy-url-form">
      <H3 className="app-department-resource-form-title">
        {t("organization.departmentResources.files.fromUrl.title")}
      </H3>
      <LabelledField
        errorText={resourceFieldErrorText}
        id="policy-url"
        label={t("organization.departmentResources.files.fromUrl.url")}
        errors={errorsOf(fromUrl.fieldErrors, "url")}
      >
        <InputGroup
          id="policy-url"
          type="url"
          inputMode="url"
          placeholder="https://"
          data-testid="policy-url-input"
          value={fromUrl.url}
          disabled={call !== null}
          aria-describedby="policy-url-help"
          onValueChange={(url) => viewModel.changeFromUrl({ url })}
        />
      </LabelledField>
      <PolicyNameField
        id="policy-url-name"
        value={fromUrl.name}
        errors={errorsOf(fromUrl.fieldErrors, "name")}
        disabled={call !== null}
        onChange={(name) => viewModel.changeFromUrl({ name })}
      />
      <Button
        type="submit"
        intent="primary"
        icon={<Link />}
        loading={call === "addingFromUrl"}
        disabled={call !== null}
        data-testid="policy-url-submit"
      >
        {t("organization.departmentResources.files.fromUrl.submit")}
      </Button>
    </form>
  );
}
