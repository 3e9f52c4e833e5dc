import { isFilterableCapability } from "./capability-filter.ts";
import {
  CATALOGUE_SORT_KEYS,
  type CatalogueQuery,
  type CatalogueSort,
  type CatalogueSortKey,
} from "./model-catalogue-query.ts";

/** The query parameters a catalogue view is kept in, so its address can be shared. */
const PARAM = {
  search: "q",
  provider: "provider",
  capability: "capability",
  sort: "sort",
  order: "order",
} as const;
const DESCENDING = "desc";

/** The catalogue query an address asks for; parameters it does not understand are ignored. */
export function readCatalogueQuery(search: string): CatalogueQuery {
  const params = new URLSearchParams(search);
  const providerIds = [...new Set(params.getAll(PARAM.provider).filter(Boolean))];
  const capabilities = [...new Set(params.getAll(PARAM.capability).filter(isFilterableCapability))];
  return { search: params.get(PARAM.search) ?? "", providerIds, capabilities, sort: readSort(params) };
}

/**
 * The address query (with its `?`, or empty) for a catalogue query, keeping every other parameter of `search` (a
 * tier someone picked, say). Only what differs from the empty query is written.
 */
export function writeCatalogueQuery(search: string, query: CatalogueQuery): string {
  const params = new URLSearchParams(search);
  for (const name of Object.values(PARAM)) params.delete(name);
  if (query.search.trim()) params.set(PARAM.search, query.search);
  for (const id of query.providerIds) params.append(PARAM.provider, id);
  for (const capability of query.capabilities) params.append(PARAM.capability, capability);
  if (query.sort) {
    params.set(PARAM.sort, query.sort.key);
    if (query.sort.direction === "descending") params.set(PARAM.order, DESCENDING);
  }
  const written = params.toString();
  return written ? `?${written}` : "";
}

function readSort(params: URLSearchParams): CatalogueSort | null {
  const key = params.get(PARAM.sort);
  if (!isSortKey(key)) return null;
  return { key, direction: params.get(PARAM.order) === DESCENDING ? "descending" : "ascending" };
}

function isSortKey(value: string | null): value is CatalogueSortKey {
  return (CATALOGUE_SORT_KEYS as readonly (string | null)[]).includes(value);
}
