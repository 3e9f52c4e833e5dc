import { Button, InputGroup } from "@blueprintjs/core";
import { FilterRemove, Search } from "@blueprintjs/icons";
import { useTranslation } from "react-i18next";
import { narrowsCatalogue } from "../../core/available-models/model-catalogue-query.ts";
import type { AvailableModelsState, AvailableModelsViewModel } from "./available-models.view-model.ts";
import { CapabilityFilter } from "./capability-filter.tsx";
import { ProviderLogo } from "./provider-logo.tsx";

/** Search, the provider and capability filters and how many models they leave (with a way to drop them). */
export function ModelCatalogueToolbar({
  viewModel,
  state,
}: {
  readonly viewModel: AvailableModelsViewModel;
  readonly state: AvailableModelsState;
}) {
  const { t } = useTranslation();
  const { query } = state;
  const everyProvider = query.providerIds.length === 0;
  return (
    <div className="app-catalogue-toolbar">
      <div className="app-catalogue-search">
        <InputGroup
          type="search"
          leftIcon={<Search />}
          placeholder={t("availableModels.searchPlaceholder")}
          aria-label={t("availableModels.search")}
          value={query.search}
          onValueChange={(text) => viewModel.search(text)}
        />
      </div>
      <fieldset className="app-provider-filter">
        <legend className="app-visually-hidden">{t("availableModels.providers")}</legend>
        <Button
          size="small"
          variant="outlined"
          active={everyProvider}
          intent={everyProvider ? "primary" : "none"}
          aria-pressed={everyProvider}
          onClick={() => viewModel.showAllProviders()}
        >
          {t("availableModels.allProviders")}
        </Button>
        {state.providers.map((provider) => {
          const chosen = query.providerIds.includes(provider.id);
          return (
            <Button
              key={provider.id}
              size="small"
              variant="outlined"
              active={chosen}
              intent={chosen ? "primary" : "none"}
              aria-pressed={chosen}
              icon={<ProviderLogo provider={provider} />}
              onClick={() => viewModel.toggleProvider(provider.id)}
            >
              {provider.name} <span className="app-filter-count">{provider.modelCount}</span>
            </Button>
          );
        })}
      </fieldset>
      <CapabilityFilter
        choices={state.capabilities}
        chosen={query.capabilities}
        onToggle={(capability) => viewModel.toggleCapability(capability)}
      />
      <div className="app-catalogue-summary">
        <output aria-live="polite" data-testid="available-models-count">
          {t("availableModels.count", { count: state.total, shown: state.shown.length })}
        </output>
        {narrowsCatalogue(query) && state.shown.length > 0 ? (
          <Button
            size="small"
            variant="minimal"
            icon={<FilterRemove />}
            onClick={() => viewModel.clearFilters()}
          >
            {t("availableModels.clearFilters")}
          </Button>
        ) : null}
      </div>
    </div>
  );
}
