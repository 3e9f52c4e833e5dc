import { hasEveryCapability } from "./capability-filter.ts";
import type { ModelCapability } from "./model-capability.ts";
import type { ProviderModel } from "./provider-model.entity.ts";

/** The columns the model catalogue can be ordered by. */
export const CATALOGUE_SORT_KEYS = ["name", "provider", "context", "input", "cachedInput", "output"] as const;
export type CatalogueSortKey = (typeof CATALOGUE_SORT_KEYS)[number];

/** Named as ARIA names them, so a table header can state its order as is. */
export type SortDirection = "ascending" | "descending";

export interface CatalogueSort {
  readonly key: CatalogueSortKey;
  readonly direction: SortDirection;
}

/** What narrows and orders the model catalogue; the empty query shows every model in the gateway's order. */
export interface CatalogueQuery {
  /** Words that must each appear in the model's name, its provider's name or its developer. */
  readonly search: string;
  /** Only these providers' models; empty means every provider. */
  readonly providerIds: readonly string[];
  /** Only models that can do every one of these; empty means any model. */
  readonly capabilities: readonly ModelCapability[];
  readonly sort: CatalogueSort | null;
}

export const EMPTY_CATALOGUE_QUERY: CatalogueQuery = {
  search: "",
  providerIds: [],
  capabilities: [],
  sort: null,
};

/** A provider to filter by, with how many of the catalogue's models it offers. */
export interface ProviderChoice {
  readonly id: string;
  readonly name: string;
  readonly logo: string | null;
  readonly modelCount: number;
}

/** The models the query lets through, in the order it asks for. */
export function queryCatalogue(models: readonly ProviderModel[], query: CatalogueQuery): ProviderModel[] {
  const terms = searchTerms(query.search);
  const shown = models.filter(
    (model) =>
      (query.providerIds.length === 0 || query.providerIds.includes(model.provider?.id ?? "")) &&
      hasEveryCapability(model, query.capabilities) &&
      terms.every((term) => searchableText(model).includes(term)),
  );
  return query.sort ? sortModels(shown, query.sort) : shown;
}

/** Whether the query hides some models (a search or a filter), as opposed to only ordering them. */
export function narrowsCatalogue(query: CatalogueQuery): boolean {
  return (
    searchTerms(query.search).length > 0 || query.providerIds.length > 0 || query.capabilities.length > 0
  );
}

/**
 * Sorted by the column, ties by name. A model without a value (an unknown context window, no cached price) comes
 * last in both directions: reversing the order must not put the unknowns first.
 */
export function sortModels(models: readonly ProviderModel[], sort: CatalogueSort): ProviderModel[] {
  const ascending = sort.direction === "ascending";
  return [...models].sort((a, b) => {
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) {
      if (left !== right) return left === null ? 1 : -1;
    } else {
      const order = compareValues(left, right);
      if (order !== 0) return ascending ? order : -order;
    }
    return compareValues(a.systemName, b.systemName);
  });
}

/** The order after a click on a column header: the same column flips its direction, another starts ascending. */
export function nextSort(current: CatalogueSort | null, key: CatalogueSortKey): CatalogueSort {
  if (current?.key !== key) return { key, direction: "ascending" };
  return { key, direction: current.direction === "ascending" ? "descending" : "ascending" };
}

/** Every provider of the catalogue once, by name. */
export function providerChoices(models: readonly ProviderModel[]): ProviderChoice[] {
  const choices = new Map<string, ProviderChoice>();
  for (const { provider } of models) {
    if (!provider) continue;
    const known = choices.get(provider.id);
    choices.set(provider.id, {
      id: provider.id,
      name: provider.name,
      logo: provider.logo,
      modelCount: (known?.modelCount ?? 0) + 1,
    });
  }
  return [...choices.values()].sort((a, b) => compareValues(a.name, b.name));
}

function searchTerms(search: string): string[] {
  return search.toLowerCase().split(/\s+/).filter(Boolean);
}

function searchableText(model: ProviderModel): string {
  // join writes a missing provider or developer as nothing.
  return [model.systemName, model.nameInProvider, model.provider?.name, model.developer]
    .join("\n")
    .toLowerCase();
}

function sortValue(model: ProviderModel, key: CatalogueSortKey): string | number | null {
  switch (key) {
    case "name":
      return model.systemName;
    case "provider":
      return model.provider?.name ?? null;
    case "context":
      return model.contextWindow;
    case "input":
      return model.tokenInPricePerMillionTokens;
    case "cachedInput":
      return model.tokenCachedInPricePerMillionTokens;
    case "output":
      return model.tokenOutPricePerMilionTokens;
  }
}

function compareValues(left: string | number, right: string | number): number {
  // Stryker disable next-line LogicalOperator: both sides are values of one column, so of one type (nulls are settled before): one typeof decides
  if (typeof left === "number" && typeof right === "number") return left - right;
  return String(left).localeCompare(String(right), "en", { numeric: true, sensitivity: "base" });
}
