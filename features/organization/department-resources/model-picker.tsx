import { Button, FormGroup, HTMLSelect, Spinner } from "@blueprintjs/core";
import { Plus, Refresh } from "@blueprintjs/icons";
import type { FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DepartmentModelsState } from "./department-models.state.ts";
import type { DepartmentModelsViewModel } from "./department-models.view-model.ts";

const KEYS = "organization.departmentResources.models";

/** "Assign model": the organization's models the department does not have yet, and the button that assigns one. */
export function ModelPicker({
  viewModel,
  state,
}: {
  readonly viewModel: DepartmentModelsViewModel;
  readonly state: DepartmentModelsState;
}) {
  const { t } = useTranslation();
  const { choice, chosenId, call } = state;
  if (choice.status === "idle" || choice.status === "loading") {
    return (
      <p className="app-department-resource-note">
        <Spinner size={16} /> {t("common.loading")}
      </p>
    );
  }
  if (choice.status === "failed") {
    return (
      <div className="app-department-resource-note" role="alert" data-testid="model-picker-notice">
        <span>{choice.failure.length > 0 ? choice.failure.join(" ") : t(`${KEYS}.loadFailed`)}</span>
        <Button variant="minimal" icon={<Refresh />} onClick={() => void viewModel.retry()}>
          {t("common.retry")}
        </Button>
      </div>
    );
  }
  if (choice.candidates.length === 0) {
    return (
      <p className="app-department-resource-note" data-testid="model-picker-notice">
        {t(`${KEYS}.noneLeft`)}
      </p>
    );
  }
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void viewModel.assignChosen();
  };
  return (
    <form className="app-department-model-picker" onSubmit={submit}>
      <FormGroup label={t(`${KEYS}.assignLabel`)} labelFor="department-model-choice" inline>
        <HTMLSelect
          id="department-model-choice"
          data-testid="model-picker"
          value={chosenId ?? ""}
          disabled={call !== null}
          onChange={(event) => viewModel.choose(event.currentTarget.value || null)}
        >
          <option value="">{t(`${KEYS}.choose`)}</option>
          {choice.candidates.map((model) => (
            <option key={model.id} value={model.id} data-name={model.name}>
              {t(`${KEYS}.option`, { model: model.name, provider: model.provider })}
            </option>
          ))}
        </HTMLSelect>
      </FormGroup>
      <Button
        type="submit"
        intent="primary"
        icon={<Plus />}
        loading={call === "assigning"}
        disabled={chosenId === null || call !== null}
        data-testid="model-assign"
      >
        {t(`${KEYS}.assign`)}
      </Button>
    </form>
  );
}
