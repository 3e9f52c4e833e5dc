import "./available-models.css";
import { Button, Classes, NonIdealState, Spinner } from "@blueprintjs/core";
import { Cube, Error as ErrorIcon, FilterRemove, Refresh, Search } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router";
import { readCatalogueQuery } from "../../core/available-models/catalogue-query-string.ts";
import { PageHeader } from "../../ui/components/page-header.tsx";
import { useObservable } from "../../ui/hooks/use-observable.ts";
import { useScreenServices } from "../../ui/hooks/use-screen-view-model.ts";
import { useViewModel } from "../../ui/hooks/use-view-model.ts";
import type { AvailableModelsState, AvailableModelsViewModel } from "./available-models.view-model.ts";
import { createAvailableModelsViewModel } from "./available-models.view-model-factory.ts";
import { ModelCatalogueTable } from "./model-catalogue-table.tsx";
import { ModelCatalogueToolbar } from "./model-catalogue-toolbar.tsx";
import { useCatalogueAddress } from "./use-catalogue-address.ts";

/** The public model catalogue (SPEC §2): what each model costs and reads at once, searchable and sortable. */
export function AvailableModelsPage() {
  const { t } = useTranslation();
  const services = useScreenServices();
  const { search } = useLocation();
  const viewModel = useViewModel(() => createAvailableModelsViewModel(services, readCatalogueQuery(search)));
  const state = useObservable(viewModel.state$, viewModel.current());
  useCatalogueAddress(viewModel, state.query);
  return (
    <section className="app-page app-available-models" aria-busy={state.status === "loading"}>
      <PageHeader title={t("availableModels.title")}>
        <p className={`${Classes.TEXT_MUTED} app-page-intro`}>{t("availableModels.intro")}</p>
      </PageHeader>
      <CatalogueContent viewModel={viewModel} state={state} />
    </section>
  );
}

function CatalogueContent({
  viewModel,
  state,
}: {
  readonly viewModel: AvailableModelsViewModel;
  readonly state: AvailableModelsState;
}) {
  const { t } = useTranslation();
  if (state.status === "loading") {
    return (
      <NonIdealState
        className="app-catalogue-notice"
        icon={<Spinner size={40} />}
        title={t("common.loading")}
      />
    );
  }
  if (state.status === "failed") {
    return (
      <NonIdealState
        className="app-catalogue-notice"
        icon={<ErrorIcon size={48} />}
        title={t("availableModels.failedTitle")}
        description={
          state.failure.length > 0
            ? state.failure.map((message) => <p key={message}>{message}</p>)
            : t("availableModels.failedDescription")
        }
        action={
          <Button intent="primary" icon={<Refresh />} onClick={() => void viewModel.retry()}>
            {t("common.retry")}
          </Button>
        }
      />
    );
  }
  if (state.total === 0) {
    return (
      <NonIdealState
        className="app-catalogue-notice"
        icon={<Cube size={48} />}
        title={t("availableModels.emptyTitle")}
        description={t("availableModels.emptyDescription")}
      />
    );
  }
  return (
    <>
      <ModelCatalogueToolbar viewModel={viewModel} state={state} />
      {state.shown.length > 0 ? (
        <ModelCatalogueTable
          models={state.shown}
          sort={state.query.sort}
          onSort={(key) => viewModel.sortBy(key)}
        />
      ) : (
        <NonIdealState
          className="app-catalogue-notice"
          icon={<Search size={48} />}
          title={t("availableModels.noMatchTitle")}
          description={t("availableModels.noMatchDescription")}
          action={
            <Button icon={<FilterRemove />} onClick={() => viewModel.clearFilters()}>
              {t("availableModels.clearFilters")}
            </Button>
          }
        />
      )}
    </>
  );
}
