import { BehaviorSubject, type Observable } from "rxjs";
import type { AvailableModelsGateway } from "../../core/available-models/available-models-gateway.port.ts";
import { type CapabilityChoice, capabilityChoices } from "../../core/available-models/capability-filter.ts";
import type { ModelCapability } from "../../core/available-models/model-capability.ts";
import {
  type CatalogueQuery,
  type CatalogueSortKey,
  EMPTY_CATALOGUE_QUERY,
  nextSort,
  type ProviderChoice,
  providerChoices,
  queryCatalogue,
} from "../../core/available-models/model-catalogue-query.ts";
import type { ProviderModel } from "../../core/available-models/provider-model.entity.ts";
import { messagesToReport } from "../../core/errors/reportable-failure.ts";

export type CatalogueStatus = "loading" | "ready" | "failed";

export interface AvailableModelsState {
  readonly status: CatalogueStatus;
  /** How many models the gateway offers, whatever the query. */
  readonly total: number;
  /** The models the query lets through, in its order. */
  readonly shown: readonly ProviderModel[];
  /** The catalogue's providers, to filter by. */
  readonly providers: readonly ProviderChoice[];
  /** What the catalogue's models can do, to filter by; a chosen one stays even when no model has it. */
  readonly capabilities: readonly CapabilityChoice[];
  readonly query: CatalogueQuery;
  /** Why the catalogue could not be loaded, in the server's words; empty when it gave none. */
  readonly failure: readonly string[];
}

export interface AvailableModelsDependencies {
  readonly gateway: Pick<AvailableModelsGateway, "listModels">;
}

/**
 * The public model catalogue: loads the gateway's models once, then searches, filters by provider and by
 * capability and orders them without another call. The query starts from the address, so a shared link shows the same view.
 */
export class AvailableModelsViewModel {
  private readonly state: BehaviorSubject<AvailableModelsState>;
  private models: readonly ProviderModel[] = [];
  private disposed = false;
  readonly state$: Observable<AvailableModelsState>;

  constructor(
    private readonly deps: AvailableModelsDependencies,
    query: CatalogueQuery = EMPTY_CATALOGUE_QUERY,
  ) {
    this.state = new BehaviorSubject<AvailableModelsState>({
      status: "loading",
      total: 0,
      shown: [],
      providers: [],
      capabilities: [],
      query,
      failure: [],
    });
    this.state$ = this.state.asObservable();
    void this.load();
  }

  current(): AvailableModelsState {
    return this.state.value;
  }

  /** Asks the gateway again after a failure. */
  retry(): Promise<void> {
    return this.state.value.status === "failed" ? this.load() : Promise.resolve();
  }

  /** Keeps the models whose name, provider or developer hold every word of the text. */
  search(text: string): void {
    this.applyQuery({ ...this.state.value.query, search: text });
  }

  /** Adds the provider to the filter, or takes it out when it is there. */
  toggleProvider(id: string): void {
    const { providerIds } = this.state.value.query;
    const next = providerIds.includes(id)
      ? providerIds.filter((chosen) => chosen !== id)
      : [...providerIds, id];
    this.applyQuery({ ...this.state.value.query, providerIds: next });
  }

  /** Every provider again. */
  showAllProviders(): void {
    this.applyQuery({ ...this.state.value.query, providerIds: [] });
  }

  /** Asks models to have this capability too, or stops asking when they must already have it. */
  toggleCapability(capability: ModelCapability): void {
    const { capabilities } = this.state.value.query;
    const next = capabilities.includes(capability)
      ? capabilities.filter((chosen) => chosen !== capability)
      : [...capabilities, capability];
    this.applyQuery({ ...this.state.value.query, capabilities: next });
  }

  /** Orders by the column; the same column again reverses the order. */
  sortBy(key: CatalogueSortKey): void {
    this.applyQuery({ ...this.state.value.query, sort: nextSort(this.state.value.query.sort, key) });
  }

  /** Drops the search and the provider and capability filters, keeping the order. */
  clearFilters(): void {
    this.applyQuery({ ...EMPTY_CATALOGUE_QUERY, sort: this.state.value.query.sort });
  }

  /** Shows the catalogue as this query asks (the address changed). */
  applyQuery(query: CatalogueQuery): void {
    this.patch({
      query,
      shown: queryCatalogue(this.models, query),
      capabilities: capabilityChoices(this.models, query.capabilities),
    });
  }

  dispose(): void {
    this.disposed = true;
    this.state.complete();
  }

  private async load(): Promise<void> {
    this.patch({ status: "loading", failure: [] });
    try {
      this.models = await this.deps.gateway.listModels();
      this.patch({
        status: "ready",
        total: this.models.length,
        providers: providerChoices(this.models),
        capabilities: capabilityChoices(this.models, this.state.value.query.capabilities),
        shown: queryCatalogue(this.models, this.state.value.query),
      });
    } catch (error) {
      // An error page already shown leaves nothing to say here; the failed state still offers a retry.
      this.patch({ status: "failed", failure: messagesToReport(error) ?? [] });
    }
  }

  private patch(change: Partial<AvailableModelsState>): void {
    if (!this.disposed) this.state.next({ ...this.state.value, ...change });
  }
}
