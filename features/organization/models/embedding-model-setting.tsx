import { Button, Callout, Classes, HTMLSelect, NonIdealState, Spinner } from "@blueprintjs/core";
import { Error as ErrorIcon, Lock } from "@blueprintjs/icons";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useObservable } from "../../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../../ui/hooks/use-view-model.ts";
import { createEmbeddingModelViewModel } from "./embedding-model.view-model-factory.ts";

const KEYS = "organization.models.embedding";
/** The picker's value for "no model" (a model's name is never empty). */
const NONE = "";

/** The organization's embedding model for its policy documents: chosen by owners and super admins, read by all. */
export function EmbeddingModelSetting({
  organizationId,
  role,
}: {
  readonly organizationId: string;
  readonly role: string | null;
}) {
  const { t } = useTranslation();
  const services = useScreenServices();
  const viewModel = useViewModel(() => createEmbeddingModelViewModel(services, { organizationId, role }));
  const state = useObservable(viewModel.state$, viewModel.current());
  useEffect(() => void viewModel.load(), [viewModel]);
  return (
    <section
      className="app-org-models-section"
      aria-labelledby="org-embedding-title"
      aria-busy={state.status === "loading" || state.saving}
      data-testid="embedding-model-setting"
    >
      <h2 id="org-embedding-title" className={Classes.HEADING}>
        {t(`${KEYS}.title`)}
      </h2>
      <p className={Classes.TEXT_MUTED}>{t(`${KEYS}.description`)}</p>
      {state.status === "loading" ? <Spinner size={24} aria-label={t("common.loading")} /> : null}
      {state.status === "failed" ? (
        <NonIdealState
          icon={<ErrorIcon size={40} />}
          title={t(`${KEYS}.loadFailed`)}
          action={<Button onClick={() => void viewModel.load()}>{t("common.retry")}</Button>}
        />
      ) : null}
      {state.status === "ready" ? (
        <form
          className="app-org-embedding-form"
          onSubmit={(event) => {
            event.preventDefault();
            void viewModel.save();
          }}
        >
          <HTMLSelect
            aria-labelledby="org-embedding-title"
            value={state.chosen ?? NONE}
            disabled={!state.edit.allowed || state.saving}
            data-testid="embedding-model-select"
            onChange={(event) =>
              viewModel.choose(event.currentTarget.value === NONE ? null : event.currentTarget.value)
            }
          >
            <option value={NONE}>{t(`${KEYS}.none`)}</option>
            {state.models.map((model) => (
              <option key={model} value={model}>
                {model}
              </option>
            ))}
          </HTMLSelect>
          {state.edit.allowed ? (
            <Button
              type="submit"
              intent="primary"
              loading={state.saving}
              disabled={!viewModel.canSave()}
              data-testid="embedding-model-save"
            >
              {t(`${KEYS}.save`)}
            </Button>
          ) : null}
        </form>
      ) : null}
      {state.status === "ready" && !state.edit.allowed ? (
        <Callout icon={<Lock />} data-testid="embedding-model-reason">
          {t(`${KEYS}.readOnly`)}
        </Callout>
      ) : null}
    </section>
  );
}
