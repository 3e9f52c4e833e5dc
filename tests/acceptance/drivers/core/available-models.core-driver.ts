import { isFilterableCapability } from "../../../../core/available-models/capability-filter.ts";
import {
  readCatalogueQuery,
  writeCatalogueQuery,
} from "../../../../core/available-models/catalogue-query-string.ts";
import { formatContextWindow } from "../../../../core/available-models/context-window.ts";
import type {
  CatalogueSortKey,
  SortDirection,
} from "../../../../core/available-models/model-catalogue-query.ts";
import { formatPricesReadOn } from "../../../../core/available-models/prices-read-on.ts";
import { formatPricePerMillion } from "../../../../core/money/format-price-per-million.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import type { AvailableModelsViewModel } from "../../../../features/available-models/available-models.view-model.ts";
import { createAvailableModelsViewModel } from "../../../../features/available-models/available-models.view-model-factory.ts";
import type {
  AvailableModelsDriver,
  CapabilityFilterButton,
  ShownModel,
} from "../../support/available-models-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";
import { ViewModelOnScreen } from "./view-model-on-screen.ts";

const PATH = pathOf(RouteName.AVAILABLE_MODELS);
const BASE = "http://dashboard.test";

/**
 * The available models screen without a browser: its view model made by the feature's factory, as the screen makes
 * it for the address shown (so `I open "/available-models?..."` counts too), and read as the screen writes it.
 * A change of the view is written into the address as the screen writes it, which lets go of the view model; the
 * next read makes the one the new address asks for, as a page showing that address would.
 */
export class CoreAvailableModelsDriver implements AvailableModelsDriver {
  private readonly page: ViewModelOnScreen<AvailableModelsViewModel>;

  constructor(private readonly screen: CoreScreenContext) {
    this.page = new ViewModelOnScreen(screen, PATH, (services, address) =>
      createAvailableModelsViewModel(services, readCatalogueQuery(address.search)),
    );
  }

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async shownModels(): Promise<readonly ShownModel[]> {
    const { shown } = await this.page.settled();
    const { t, language } = this.screen.i18n();
    const none = t("common.notAvailable");
    return shown.map((model) => {
      const readOn = formatPricesReadOn(model.pricesReadOn, language);
      return {
        name: model.systemName,
        provider: model.provider?.name ?? none,
        context: formatContextWindow(model.contextWindow) ?? none,
        maxOutput: formatContextWindow(model.maxOutputTokens) ?? none,
        input: formatPricePerMillion(model.tokenInPricePerMillionTokens),
        cachedInput:
          model.tokenCachedInPricePerMillionTokens === null
            ? none
            : formatPricePerMillion(model.tokenCachedInPricePerMillionTokens),
        output: formatPricePerMillion(model.tokenOutPricePerMilionTokens),
        capabilities: model.capabilities,
        developer: model.developer ?? none,
        pricesReadOn: readOn ?? none,
        // The screen marks unchecked prices beside their date only.
        pricesChecked: readOn === null || model.pricesChecked,
      };
    });
  }

  async count(): Promise<string> {
    const { total, shown } = await this.page.settled();
    return this.screen.i18n().t("availableModels.count", { count: total, shown: shown.length });
  }

  async search(text: string): Promise<void> {
    await this.change((viewModel) => viewModel.search(text));
  }

  async toggleProvider(name: string): Promise<void> {
    const provider = (await this.page.settled()).providers.find((choice) => choice.name === name);
    if (!provider) throw new Error(`No provider named ${name} to filter by`);
    await this.change((viewModel) => viewModel.toggleProvider(provider.id));
  }

  async capabilityFilter(): Promise<readonly CapabilityFilterButton[]> {
    const { capabilities, query } = await this.page.settled();
    return capabilities.map(({ capability, modelCount }) => ({
      capability,
      modelCount,
      pressed: query.capabilities.includes(capability),
    }));
  }

  async toggleCapability(capability: string): Promise<void> {
    const offered = (await this.page.settled()).capabilities.map((choice) => choice.capability);
    if (!isFilterableCapability(capability) || !offered.includes(capability))
      throw new Error(`No capability filter button for ${capability}; shown: ${offered.join(", ")}`);
    await this.change((viewModel) => viewModel.toggleCapability(capability));
  }

  async sortBy(column: CatalogueSortKey): Promise<void> {
    await this.change((viewModel) => viewModel.sortBy(column));
  }

  async sortOrder(column: CatalogueSortKey): Promise<SortDirection | "none"> {
    const { sort } = (await this.page.settled()).query;
    return sort?.key === column ? sort.direction : "none";
  }

  async clearFilters(): Promise<void> {
    await this.change((viewModel) => viewModel.clearFilters());
  }

  async notice(): Promise<string | null> {
    const state = await this.page.settled();
    const { t } = this.screen.i18n();
    if (state.status === "failed") return t("availableModels.failedTitle");
    if (state.total === 0) return t("availableModels.emptyTitle");
    return state.shown.length === 0 ? t("availableModels.noMatchTitle") : null;
  }

  /** Changes the view as the screen would, then writes it into the address as the screen does. */
  private async change(act: (viewModel: AvailableModelsViewModel) => void): Promise<void> {
    const viewModel = await this.page.get();
    act(viewModel);
    const { search } = new URL(await this.screen.location(), BASE);
    const next = writeCatalogueQuery(search, viewModel.current().query);
    if (next !== search) this.screen.navigate(`${PATH}${next}`);
  }
}
