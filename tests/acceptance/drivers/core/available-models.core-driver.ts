import { filter, firstValueFrom } from "rxjs";
import { AvailableModelsGateway } from "../../../../core/available-models/available-models-gateway.port.ts";
import { readCatalogueQuery } from "../../../../core/available-models/catalogue-query-string.ts";
import { formatContextWindow } from "../../../../core/available-models/context-window.ts";
import type {
  CatalogueSortKey,
  SortDirection,
} from "../../../../core/available-models/model-catalogue-query.ts";
import { formatPricePerMillion } from "../../../../core/money/format-price-per-million.ts";
import { RouteName } from "../../../../core/routing/route-name.ts";
import { pathOf } from "../../../../core/routing/route-table.ts";
import {
  type AvailableModelsState,
  AvailableModelsViewModel,
} from "../../../../features/available-models/available-models.view-model.ts";
import type { AvailableModelsDriver, ShownModel } from "../../support/available-models-driver.ts";
import type { CoreScreenContext } from "./core-screen-context.ts";

const PATH = pathOf(RouteName.AVAILABLE_MODELS);

/**
 * The available models screen without a browser: its view model from the app's container, created as the screen
 * would be for the address shown (so `I open "/available-models?..."` counts too), and read as the screen writes it.
 */
export class CoreAvailableModelsDriver implements AvailableModelsDriver {
  private viewModel: AvailableModelsViewModel | null = null;

  constructor(private readonly screen: CoreScreenContext) {}

  async open(): Promise<void> {
    await this.screen.open(PATH);
  }

  async shownModels(): Promise<readonly ShownModel[]> {
    const { shown } = await this.settled();
    const none = this.screen.i18n().t("common.notAvailable");
    return shown.map((model) => ({
      name: model.systemName,
      provider: model.provider?.name ?? none,
      context: formatContextWindow(model.contextWindow) ?? none,
      input: formatPricePerMillion(model.tokenInPricePerMillionTokens),
      cachedInput:
        model.tokenCachedInPricePerMillionTokens === null
          ? none
          : formatPricePerMillion(model.tokenCachedInPricePerMillionTokens),
      output: formatPricePerMillion(model.tokenOutPricePerMilionTokens),
      capabilities: model.capabilities,
      developer: model.developer ?? none,
    }));
  }

  async count(): Promise<string> {
    const { total, shown } = await this.settled();
    return this.screen.i18n().t("availableModels.count", { count: total, shown: shown.length });
  }

  async search(text: string): Promise<void> {
    (await this.onScreen()).search(text);
  }

  async toggleProvider(name: string): Promise<void> {
    const viewModel = await this.onScreen();
    const provider = (await this.settled()).providers.find((choice) => choice.name === name);
    if (!provider) throw new Error(`No provider named ${name} to filter by`);
    viewModel.toggleProvider(provider.id);
  }

  async sortBy(column: CatalogueSortKey): Promise<void> {
    (await this.onScreen()).sortBy(column);
  }

  async sortOrder(column: CatalogueSortKey): Promise<SortDirection | "none"> {
    const { sort } = (await this.settled()).query;
    return sort?.key === column ? sort.direction : "none";
  }

  async clearFilters(): Promise<void> {
    (await this.onScreen()).clearFilters();
  }

  async notice(): Promise<string | null> {
    const state = await this.settled();
    const { t } = this.screen.i18n();
    if (state.status === "failed") return t("availableModels.failedTitle");
    if (state.total === 0) return t("availableModels.emptyTitle");
    return state.shown.length === 0 ? t("availableModels.noMatchTitle") : null;
  }

  private async settled(): Promise<AvailableModelsState> {
    const viewModel = await this.onScreen();
    return firstValueFrom(viewModel.state$.pipe(filter((state) => state.status !== "loading")));
  }

  /** The screen's view model, made for the address shown when first needed; let go when the address changes. */
  private async onScreen(): Promise<AvailableModelsViewModel> {
    if (this.viewModel) return this.viewModel;
    const address = new URL(await this.screen.location(), "http://dashboard.test");
    if (address.pathname !== PATH)
      throw new Error(`Not on the available models page but at ${address.pathname}`);
    const gateway = this.screen.container().get<AvailableModelsGateway>(AvailableModelsGateway);
    const viewModel = new AvailableModelsViewModel({ gateway }, readCatalogueQuery(address.search));
    this.viewModel = viewModel;
    this.screen.onLeave(() => {
      viewModel.dispose();
      this.viewModel = null;
    });
    return viewModel;
  }
}
